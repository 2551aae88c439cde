/// The navigational status of RMC and GNS (NMEA 4.10 and later).
public enum NavigationalStatus: UInt8, Hashable, Sendable, CaseIterable {
    /// `S`: safe.
    case safe = 0x53
    /// `C`: caution.
    case caution = 0x43
    /// `U`: unsafe.
    case unsafe = 0x55
    /// `V`: not valid for navigation.
    case notValid = 0x56
}

extension NavigationalStatus: LetterCode {
    public static let names = LetterCodeNames(of: NavigationalStatus.self)
}
