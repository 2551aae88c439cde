/// The positioning mode letter of RMC, VTG, GLL (NMEA 2.3+) and GNS.
public enum ModeIndicator: UInt8, Hashable, Sendable, CaseIterable {
    /// `A`: autonomous.
    case autonomous = 0x41
    /// `D`: differential (DGPS, SBAS).
    case differential = 0x44
    /// `E`: estimated (dead reckoning).
    case estimated = 0x45
    /// `F`: RTK float.
    case rtkFloat = 0x46
    /// `M`: manual input.
    case manual = 0x4D
    /// `N`: data not valid.
    case notValid = 0x4E
    /// `P`: precise.
    case precise = 0x50
    /// `R`: RTK fixed (real-time kinematic, integer ambiguities).
    case rtkFixed = 0x52
    /// `S`: simulator.
    case simulator = 0x53
}

extension ModeIndicator: LetterCode {
    public static let names = LetterCodeNames(of: ModeIndicator.self)
}
