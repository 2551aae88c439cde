/// The two-letter talker ID at the start of a sentence's address (`GP` in `$GPGGA`).
///
/// Any two letters or digits are accepted; the common ones have names.
public struct Talker: Hashable, Sendable, CustomStringConvertible {
    /// The first letter.
    public let first: UInt8
    /// The second letter.
    public let second: UInt8

    /// Creates a talker from its two ASCII bytes.
    @inlinable
    public init(_ first: UInt8, _ second: UInt8) {
        self.first = first
        self.second = second
    }

    /// Creates a talker from a two-character ASCII string; `nil` for anything else.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 2, bytes.allSatisfy(isAddressByte) else { return nil }
        self.init(bytes[0], bytes[1])
    }

    /// The two letters, such as `GP`.
    public var description: String {
        String(unsafeUninitializedCapacity: 2) { text in
            text[0] = first
            text[1] = second
            return 2
        }
    }

    /// GPS (`GP`).
    public static let gps = Talker(UInt8(ascii: "G"), UInt8(ascii: "P"))
    /// GLONASS (`GL`).
    public static let glonass = Talker(UInt8(ascii: "G"), UInt8(ascii: "L"))
    /// Galileo (`GA`).
    public static let galileo = Talker(UInt8(ascii: "G"), UInt8(ascii: "A"))
    /// BeiDou, NMEA 4.11 (`GB`).
    public static let beidou = Talker(UInt8(ascii: "G"), UInt8(ascii: "B"))
    /// BeiDou, older receivers (`BD`).
    public static let beidouLegacy = Talker(UInt8(ascii: "B"), UInt8(ascii: "D"))
    /// QZSS (`GQ`).
    public static let qzss = Talker(UInt8(ascii: "G"), UInt8(ascii: "Q"))
    /// NavIC / IRNSS (`GI`).
    public static let navic = Talker(UInt8(ascii: "G"), UInt8(ascii: "I"))
    /// A combination of systems (`GN`).
    public static let gnss = Talker(UInt8(ascii: "G"), UInt8(ascii: "N"))
}

/// Whether `byte` may appear in a sentence address (an ASCII letter or digit).
@inlinable
func isAddressByte(_ byte: UInt8) -> Bool {
    (byte &- UInt8(ascii: "A")) < 26 || (byte &- UInt8(ascii: "0")) < 10 || (byte &- UInt8(ascii: "a")) < 26
}
