import NIOFileSystem
import NIOPosix

/// The server's blocking work (store calls, file reads and writes) on threads of its own.
///
/// Swift's cooperative pool has about as many threads as the machine has cores, and they
/// also carry every live stream: a store write waits up to `RecordStore.busyTimeout` while
/// another process (an import, a sync) holds the database's write lock, and a handler doing
/// that on the pool would stall every client. These threads may block; the pool never does.
enum BlockingWork {
    /// The threads: one set for the process, as `NIOThreadPool.singleton` is, but more of
    /// them than cores, since they mostly wait (the store's writes are serialised anyway).
    static let threads: NIOThreadPool = {
        let pool = NIOThreadPool(numberOfThreads: 8)
        pool.start()
        return pool
    }()

    /// NIO's file system on those threads, for streaming uploads and responses.
    static let files = FileSystem(threadPool: threads)

    /// Runs `work` on one of the threads and gives back what it returned or threw.
    static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await threads.runIfActive(work)
    }
}
