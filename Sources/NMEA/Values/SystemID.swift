/// The GNSS system ID of GSA, GSV and GBS (NMEA 4.10 and later), a hexadecimal digit.
///
/// A struct rather than an enum: NMEA has added systems before and will again.
public struct SystemID: Hashable, Sendable, CustomStringConvertible {
    /// The ID, 0 to 15.
    public var rawValue: UInt8

    /// Creates an ID; `nil` above 15.
    @inlinable
    public init?(rawValue: UInt8) {
        guard rawValue < 16 else { return nil }
        self.rawValue = rawValue
    }

    /// GPS (1).
    public static let gps = SystemID(rawValue: 1)!
    /// GLONASS (2).
    public static let glonass = SystemID(rawValue: 2)!
    /// Galileo (3).
    public static let galileo = SystemID(rawValue: 3)!
    /// BeiDou (4).
    public static let beidou = SystemID(rawValue: 4)!
    /// QZSS (5).
    public static let qzss = SystemID(rawValue: 5)!
    /// NavIC (6).
    public static let navic = SystemID(rawValue: 6)!

    /// The hexadecimal digit.
    public var description: String { String(rawValue, radix: 16, uppercase: true) }
}
