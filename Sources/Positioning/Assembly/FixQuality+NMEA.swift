import NMEA

/// Fix qualities from and to NMEA quality indicators and mode letters: the one table of each.
extension FixQuality {
    /// The GGA quality indicator of this quality (the table GGA is read with).
    public var ggaQuality: GGA.Quality {
        switch self {
        case .invalid: return .invalid
        case .autonomous: return .autonomous
        case .differential: return .differential
        case .pps: return .pps
        case .rtkFixed: return .rtkFixed
        case .rtkFloat: return .rtkFloat
        case .deadReckoning: return .deadReckoning
        case .manual: return .manual
        case .simulated: return .simulated
        }
    }

    /// The RMC/VTG/GNS mode letter of this quality (NMEA 2.3; the table mode letters are read with).
    public var modeIndicator: ModeIndicator {
        switch self {
        case .invalid: return .notValid
        case .autonomous: return .autonomous
        case .differential: return .differential
        case .pps: return .precise
        case .rtkFixed: return .rtkFixed
        case .rtkFloat: return .rtkFloat
        case .deadReckoning: return .estimated
        case .manual: return .manual
        case .simulated: return .simulator
        }
    }

    /// The quality of a GGA quality indicator; `nil` for 0 (invalid).
    init?(gga quality: GGA.Quality) {
        guard let match = Self.byGGAQuality[Int(quality.rawValue)] else { return nil }
        self = match
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
        guard let match = Self.byModeIndicator[Int(mode.rawValue)] else { return nil }
        self = match
    }

    /// ``ggaQuality`` read backwards, by raw value (built once; lookups allocate nothing).
    private static let byGGAQuality = inverse(\.ggaQuality.rawValue)
    /// ``modeIndicator`` read backwards, by raw value.
    private static let byModeIndicator = inverse(\.modeIndicator.rawValue)

    /// Every valid quality at the index of its code; `nil` elsewhere and for invalid.
    private static func inverse(_ code: (FixQuality) -> UInt8) -> [FixQuality?] {
        var table = [FixQuality?](repeating: nil, count: 256)
        for quality in allCases where quality != .invalid { table[Int(code(quality))] = quality }
        return table
    }
}
