/// Writes UBX frames: sync bytes, class, ID, little-endian length, payload and the
/// Fletcher checksum, as ``UBXFramer`` reads them back.
///
/// ```swift
/// let bytes = UBXWriter.frame(.navEOE(NAVEOE(iTOW: 1000)))
/// ```
public enum UBXWriter {
    /// The frame of `payload` for message `id`. A payload over ``UBXFrame/maxPayloadLength``
    /// is a programmer error and traps.
    public static func frame(_ id: UBXMessageID, payload: [UInt8]) -> [UInt8] {
        precondition(payload.count <= UBXFrame.maxPayloadLength, "UBX payload over the limit")
        var bytes: [UInt8] = [0xB5, 0x62, id.messageClass, id.id, UInt8(payload.count & 0xFF), UInt8(payload.count >> 8)]
        bytes.reserveCapacity(payload.count + UBXFrame.overhead)
        bytes += payload
        var sum = UBXChecksum()
        for byte in bytes[2...] { sum.add(byte) }
        bytes += [sum.a, sum.b]
        return bytes
    }

    /// The frame of `message`, or `nil` for a message this writer cannot encode (NAV-SAT,
    /// NAV-SVINFO, whose blocks are not kept, and ``UBXMessage/other(_:length:)``).
    public static func frame(_ message: UBXMessage) -> [UInt8]? {
        let payload: [UInt8]
        switch message {
        case .navPVT(let m): payload = m.payload
        case .navPOSLLH(let m): payload = m.payload
        case .navDOP(let m): payload = m.payload
        case .navTIMEGPS(let m): payload = m.payload
        case .navCOV(let m): payload = m.payload
        case .navEOE(let m): payload = m.payload
        case .navHPPOSLLH, .navSOL, .navSTATUS, .navSAT, .navSVINFO, .navTIMEUTC, .other: return nil
        }
        return frame(message.id, payload: payload)
    }
}
