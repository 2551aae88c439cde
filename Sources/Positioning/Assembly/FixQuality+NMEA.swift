import NMEA

/// Fix qualities from NMEA quality indicators and mode letters.
extension FixQuality {
    /// The quality of a GGA quality indicator; `nil` for 0 (invalid).
    init?(gga quality: GGA.Quality) {
        switch quality {
        case .invalid: return nil
        case .gps: self = .autonomous
        case .differential: self = .differential
        case .pps: self = .pps
        case .rtkFixed: self = .rtkFixed
        case .rtkFloat: self = .rtkFloat
        case .estimated: self = .deadReckoning
        case .manual: self = .manual
        case .simulator: self = .simulated
        }
    }

    /// The best quality among GNS's mode letters; `nil` when none is valid.
    init?(bestOf modes: ModeIndicators) {
        var best: FixQuality?
        for i in 0..<ModeIndicators.capacity {
            guard let mode = modes[i], let quality = FixQuality(modeIndicator: mode) else { continue }
            if let current = best, current.precisionRank <= quality.precisionRank { continue }
            best = quality
        }
        guard let best else { return nil }
        self = best
    }

    /// Orders qualities from the most precise (0, RTK fixed) to the least (simulated).
    private var precisionRank: Int {
        switch self {
        case .rtkFixed: return 0
        case .rtkFloat: return 1
        case .pps: return 2
        case .differential: return 3
        case .autonomous: return 4
        case .deadReckoning: return 5
        case .manual: return 6
        case .simulated: return 7
        case .invalid: return 8
        }
    }

    /// The quality of a `$PUBX,00` navigation status; `nil` for no position (`NF`, `TT`).
    /// `RK` (GNSS and dead reckoning combined) counts as autonomous: its position is
    /// measured, and the receiver's accuracy estimate covers the combination.
    init?(pubx status: PUBX00.NavigationStatus) {
        switch status {
        case .noFix, .timeOnly: return nil
        case .deadReckoning: self = .deadReckoning
        case .standalone2D, .standalone3D, .combined: self = .autonomous
        case .differential2D, .differential3D: self = .differential
        }
    }

    /// The quality of a mode letter; `nil` for `N` (not valid).
    init?(modeIndicator mode: ModeIndicator) {
        switch mode {
        case .autonomous: self = .autonomous
        case .differential: self = .differential
        case .estimated: self = .deadReckoning
        case .rtkFloat: self = .rtkFloat
        case .manual: self = .manual
        case .notValid: return nil
        case .precise: self = .pps
        case .rtkFixed: self = .rtkFixed
        case .simulator: self = .simulated
        }
    }
}
