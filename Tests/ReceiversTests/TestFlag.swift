import Synchronization

/// A flag that test threads set and tests read.
final class TestFlag: Sendable {
    private let value = Atomic<Bool>(false)

    /// Sets the flag.
    func set() { value.store(true, ordering: .relaxed) }

    /// Whether the flag is set.
    var isSet: Bool { value.load(ordering: .relaxed) }
}

/// A count that test threads raise and tests read.
final class Counter: Sendable {
    private let count = Atomic<Int>(0)

    /// Adds one.
    func add() { count.add(1, ordering: .relaxed) }

    /// The count.
    var value: Int { count.load(ordering: .relaxed) }
}
