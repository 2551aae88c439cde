/// A list of at most `capacity` elements stored inline (no heap allocation), for the
/// satellites of GSA and GSV.
public struct InlineList<let capacity: Int, Element: Hashable & Sendable>: RandomAccessCollection, Sendable {
    @usableFromInline var storage: InlineArray<capacity, Element?>
    @usableFromInline var length: Int

    /// The number of elements.
    @inlinable
    public var count: Int { length }

    /// Creates an empty list.
    @inlinable
    public init() {
        storage = InlineArray(repeating: nil)
        length = 0
    }

    /// Creates a list from `elements`; traps when there are more than `capacity`.
    public init(_ elements: some Sequence<Element>) {
        self.init()
        for element in elements { append(element) }
    }

    /// Appends `element`; traps when the list is full.
    @inlinable
    public mutating func append(_ element: Element) {
        precondition(count < capacity, "InlineList is full")
        storage[length] = element
        length += 1
    }

    /// Whether another element fits.
    @inlinable
    public var isFull: Bool { count == capacity }

    /// The start index, 0.
    @inlinable
    public var startIndex: Int { 0 }
    /// The end index, `count`.
    @inlinable
    public var endIndex: Int { count }

    /// The element at `position`.
    @inlinable
    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "InlineList index out of range")
        return storage[position]!
    }
}

extension InlineList: Equatable {
    /// Lists are equal when they hold equal elements in the same order.
    public static func == (lhs: InlineList, rhs: InlineList) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

extension InlineList: Hashable {
    /// Hashes the elements in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}
