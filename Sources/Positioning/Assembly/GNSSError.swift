import NMEA
import UBX

/// An error from a mixed NMEA and UBX stream: a rejected sentence or field, or a
/// rejected UBX frame or message.
public enum GNSSError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A rejected sentence, malformed field or dropped line.
    case nmea(NMEAError)
    /// A rejected UBX frame or message.
    case ubx(UBXError)

    /// The underlying error's description.
    public var description: String {
        switch self {
        case .nmea(let error): error.description
        case .ubx(let error): "UBX " + error.description
        }
    }
}
