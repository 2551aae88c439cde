/// Why a UBX frame or message was rejected, and where.
///
/// ``offset`` is the position of the frame's first sync byte (`0xB5`) in the whole
/// stream, counted from 0 across every chunk fed. The ``Code`` is an extensible struct,
/// as ``UBXError/Code`` values may be added without breaking clients.
public struct UBXError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var code: Code
    /// The message's class and ID, when the header was read.
    public var message: UBXMessageID?
    /// The payload length the header announced, when it was read.
    public var length: Int?
    /// The stream offset of the frame's `0xB5`.
    public var offset: Int

    /// Creates an error.
    public init(code: Code, message: UBXMessageID? = nil, length: Int? = nil, offset: Int) {
        self.code = code
        self.message = message
        self.length = length
        self.offset = offset
    }

    /// A one-line explanation, such as `NAV-PVT at byte 1200: wrong payload length (length 90)`.
    public var description: String {
        var text = (message?.description ?? "UBX frame") + " at byte \(offset): \(code)"
        if let length { text += " (length \(length))" }
        return text
    }

    /// The kind of a ``UBXError``.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) { self.name = name }

        /// The two Fletcher checksum bytes do not match the frame's class, ID, length and payload.
        public static let badChecksum = Code("checksum mismatch")
        /// The header announces a payload longer than ``UBXFrame/maxPayloadLength``.
        public static let overlongFrame = Code("payload length over the limit")
        /// The stream ended inside the frame.
        public static let truncated = Code("truncated frame")
        /// A known message whose payload length is not one its specification allows.
        public static let wrongPayloadLength = Code("wrong payload length")

        /// The code's name, such as `checksum mismatch`.
        public var description: String { name }
    }
}
