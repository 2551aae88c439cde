import Synchronization

/// A flag that test threads set and tests read.
final class TestFlag: Sendable {
    private let value = Atomic<Bool>(false)

    /// Sets the flag.
    func set() { value.store(true, ordering: .relaxed) }

    /// Whether the flag is set.
    var isSet: Bool { value.load(ordering: .relaxed) }
}
