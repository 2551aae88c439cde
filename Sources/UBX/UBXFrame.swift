/// One checksummed UBX frame found in a byte stream: `0xB5 0x62`, class, ID, a
/// little-endian 16-bit payload length, the payload, and two Fletcher checksum bytes over
/// class, ID, length and payload.
public struct UBXFrame: Hashable, Sendable {
    /// The longest payload accepted: 8,192 bytes.
    ///
    /// The largest navigation and measurement messages are NAV-SAT (8 + 12 × 255 = 3,068
    /// bytes), NAV-SIG (8 + 16 × 255 = 4,088) and RXM-RAWX (16 + 32 × 255 = 8,176), all within
    /// it. A header announcing more is taken for a false sync (binary noise that happens to
    /// hold `0xB5 0x62`): waiting for up to 65,535 bytes would hold back the stream's
    /// NMEA sentences for seconds on a serial line and let noise claim the buffer.
    public static let maxPayloadLength = 8192
    /// Sync, class, ID and length: the bytes before the payload.
    public static let headerLength = 6
    /// Header and checksum: the bytes a frame adds to its payload.
    public static let overhead = 8

    /// The message's class and ID.
    public var message: UBXMessageID
    /// The payload's bytes, as indices into the buffer the frame was found in.
    public var payload: Range<Int>
    /// The stream offset of the frame's `0xB5`.
    public var offset: Int

    /// Creates a frame description.
    public init(message: UBXMessageID, payload: Range<Int>, offset: Int) {
        self.message = message
        self.payload = payload
        self.offset = offset
    }

    /// What lies at a `0xB5` in a buffer.
    public enum Scan: Hashable, Sendable {
        /// A whole frame whose checksum matches.
        case frame(UBXFrame)
        /// Not enough bytes yet to tell.
        case needsMore
        /// Not a frame: `0xB5` without `0x62` after it.
        case noSync
        /// A frame header whose frame is rejected (over-long, or a checksum mismatch).
        case rejected(UBXError)
    }

    /// Looks for a frame starting at `start` in `bytes`, where `bytes[start]` is `0xB5`.
    ///
    /// - Parameter streamOffset: the stream offset of `bytes[0]`, for the frame and errors.
    /// - Complexity: O(payload length); allocates nothing.
    @inlinable
    public static func scan(_ bytes: Span<UInt8>, at start: Int, streamOffset: Int) -> Scan {
        let available = bytes.count - start
        guard available >= 2 else { return .needsMore }
        guard bytes[start + 1] == 0x62 else { return .noSync }
        guard available >= headerLength else { return .needsMore }
        let message = UBXMessageID(bytes[start + 2], bytes[start + 3])
        let length = Int(bytes.u16(start + 4))
        let offset = streamOffset + start
        guard length <= maxPayloadLength else {
            return .rejected(UBXError(code: .overlongFrame, message: message, length: length, offset: offset))
        }
        guard available >= length + overhead else { return .needsMore }
        let sum = UBXChecksum(bytes, (start + 2)..<(start + headerLength + length))
        let end = start + headerLength + length
        guard sum.a == bytes[end], sum.b == bytes[end + 1] else {
            return .rejected(UBXError(code: .badChecksum, message: message, length: length, offset: offset))
        }
        return .frame(UBXFrame(message: message, payload: (start + headerLength)..<end, offset: offset))
    }
}
