import NMEA
import UBX

/// Receives the events of ``GNSSReader/read(into:)``: NMEA sentences and UBX messages in
/// stream order, and the errors of either.
public protocol GNSSVisitor: NMEAVisitor {
    /// Called for each UBX frame whose checksum matched (known types decoded).
    mutating func visit(_ message: UBXMessage)
    /// Called for each rejected UBX frame or message.
    mutating func visit(_ error: UBXError)
}
