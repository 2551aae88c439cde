import Synchronization

/// How many connections the server holds, against ``limit``: a connection is admitted while
/// fewer are open, and counts until it closes (``ConnectionLimitHandler``).
final class ConnectionCount: Sendable {
    /// The most connections open at once.
    let limit: Int
    private let open = Mutex(0)

    init(limit: Int) {
        self.limit = limit
    }

    /// Counts a new connection if there is room for it; `false` when the limit is reached.
    func admit() -> Bool {
        open.withLock { open in
            guard open < limit else { return false }
            open += 1
            return true
        }
    }

    /// Counts an admitted connection's close.
    func release() {
        open.withLock { $0 -= 1 }
    }
}
