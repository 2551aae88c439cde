/// A UBX message's class and ID: the two bytes after the `0xB5 0x62` sync.
public struct UBXMessageID: Hashable, Sendable, CustomStringConvertible {
    /// The message class (`0x01` for NAV).
    public var messageClass: UInt8
    /// The message ID within its class.
    public var id: UInt8

    /// Creates an ID from its class and ID bytes.
    @inlinable
    public init(_ messageClass: UInt8, _ id: UInt8) {
        self.messageClass = messageClass
        self.id = id
    }

    /// NAV-POSLLH: geodetic position.
    public static let navPOSLLH = UBXMessageID(0x01, 0x02)
    /// NAV-STATUS: receiver navigation status.
    public static let navSTATUS = UBXMessageID(0x01, 0x03)
    /// NAV-DOP: dilutions of precision.
    public static let navDOP = UBXMessageID(0x01, 0x04)
    /// NAV-SOL: ECEF navigation solution (u-blox 6 and older, kept by later receivers).
    public static let navSOL = UBXMessageID(0x01, 0x06)
    /// NAV-PVT: navigation position, velocity and time solution.
    public static let navPVT = UBXMessageID(0x01, 0x07)
    /// NAV-HPPOSLLH: high-precision geodetic position.
    public static let navHPPOSLLH = UBXMessageID(0x01, 0x14)
    /// NAV-TIMEGPS: GPS time and leap seconds.
    public static let navTIMEGPS = UBXMessageID(0x01, 0x20)
    /// NAV-TIMEUTC: UTC time.
    public static let navTIMEUTC = UBXMessageID(0x01, 0x21)
    /// NAV-SVINFO: satellites in view (u-blox 8 and older).
    public static let navSVINFO = UBXMessageID(0x01, 0x30)
    /// NAV-SAT: satellites in view.
    public static let navSAT = UBXMessageID(0x01, 0x35)
    /// NAV-COV: position and velocity covariance.
    public static let navCOV = UBXMessageID(0x01, 0x36)
    /// NAV-EOE: end of the navigation epoch.
    public static let navEOE = UBXMessageID(0x01, 0x61)

    /// `NAV-PVT` for the messages this module knows, `0x0A-0x04` otherwise.
    public var description: String {
        switch self {
        case .navPOSLLH: "NAV-POSLLH"
        case .navSTATUS: "NAV-STATUS"
        case .navDOP: "NAV-DOP"
        case .navSOL: "NAV-SOL"
        case .navPVT: "NAV-PVT"
        case .navHPPOSLLH: "NAV-HPPOSLLH"
        case .navTIMEGPS: "NAV-TIMEGPS"
        case .navTIMEUTC: "NAV-TIMEUTC"
        case .navSVINFO: "NAV-SVINFO"
        case .navSAT: "NAV-SAT"
        case .navCOV: "NAV-COV"
        case .navEOE: "NAV-EOE"
        default: "0x" + hex(messageClass) + "-0x" + hex(id)
        }
    }
}

/// Two upper-case hexadecimal digits.
func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF".unicodeScalars)
    return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
}
