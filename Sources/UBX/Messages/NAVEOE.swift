/// UBX NAV-EOE (0x01 0x61): the end of a navigation epoch; no more NAV messages with this
/// ``iTOW`` follow.
///
/// ```
/// offset 0 iTOW U4 ms   (4 bytes)
/// ```
public struct NAVEOE: Hashable, Sendable {
    public var iTOW: UInt32

    /// Whether `length` is a NAV-EOE payload length (4 bytes).
    public static func accepts(length: Int) -> Bool { length == 4 }

    /// Decodes a payload whose length ``accepts(length:)``.
    public init(_ p: Span<UInt8>) { iTOW = p.u32(0) }

    /// Creates a message.
    public init(iTOW: UInt32) { self.iTOW = iTOW }
}

extension NAVEOE {
    /// The 4-byte payload of this message.
    public var payload: [UInt8] {
        var b = UBXPayloadBuilder(capacity: 4)
        b.append(iTOW)
        return b.bytes
    }
}
