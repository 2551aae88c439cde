/// The 8-bit Fletcher checksum of a UBX frame (RFC 1145's algorithm over the class, ID,
/// length and payload bytes): two running sums modulo 256.
public struct UBXChecksum: Hashable, Sendable {
    /// The sum of the bytes.
    public var a: UInt8 = 0
    /// The sum of the successive values of ``a``.
    public var b: UInt8 = 0

    /// The checksum of `bytes[range]`.
    @inlinable
    public init(_ bytes: Span<UInt8>, _ range: Range<Int>) {
        for index in range { add(bytes[index]) }
    }

    /// A checksum of no bytes yet.
    @inlinable
    public init() {}

    /// Adds one byte.
    @inlinable
    public mutating func add(_ byte: UInt8) {
        a &+= byte
        b &+= a
    }
}
