/// A set of field indices (1 is the first field after the address), as a bit mask.
///
/// Typed sentences use it for ``GGA/invalidFields`` and its siblings: the fields that
/// were present but malformed, and therefore read as `nil`.
public struct FieldSet: Hashable, Sendable, CustomStringConvertible {
    /// Bit `i` is set when field `i` is in the set; fields 32 and above share bit 31.
    public var rawValue: UInt32

    /// Creates a set from its bit mask.
    @inlinable
    public init(rawValue: UInt32 = 0) { self.rawValue = rawValue }

    /// Creates a set holding `indices`.
    public init(_ indices: some Sequence<Int>) {
        self.init()
        for index in indices { insert(index) }
    }

    /// Whether the set is empty.
    @inlinable
    public var isEmpty: Bool { rawValue == 0 }

    /// Adds field `index`.
    @inlinable
    public mutating func insert(_ index: Int) {
        rawValue |= 1 << UInt32(min(index, 31))
    }

    /// Whether field `index` is in the set.
    @inlinable
    public func contains(_ index: Int) -> Bool {
        rawValue & (1 << UInt32(min(index, 31))) != 0
    }

    /// The indices in the set, in increasing order.
    public var indices: [Int] {
        (0..<32).filter { contains($0) }
    }

    /// The indices, such as `[2, 5]`.
    public var description: String { indices.description }
}
