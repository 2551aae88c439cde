import FieldServer
import FieldStore
import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing

/// A store call waiting for another process's write lock (an import, a sync) waits on the
/// server's own threads (`BlockingWork`): the executor the handlers run on (in `serve`, Swift's
/// cooperative pool, which carries every other request and the live stream) goes on.
@Suite struct StoreWaitTests {
    enum Outcome: Sendable {
        case edit(HTTPResponse.Status)
        case probe(HTTPResponse.Status, whileLocked: Bool)
    }

    @Test func requestsWaitingForTheStoresWriteLockLeaveTheServerAnswering() async throws {
        let harness = try ServerHarness()
        let tree = try harness.store.saveTree(NewTree(species: "Malus"), at: RecordRouteTests.location(52.5, 13.4))
        let lock = try WriteLockHolder(path: harness.store.databasePath)
        defer { lock.release() }
        // More waiting edits than the cooperative pool has threads, queued before the probe.
        let editCount = ProcessInfo.processInfo.activeProcessorCount * 4
        // The requests run on one thread of the test's own, not on the shared pool, which
        // the other suites' work may hold for long: a handler that blocks it stops the probe.
        let (edits, probe) = try await withTaskExecutorPreference(OneThreadExecutor()) {
            try await harness.run { client in
                try await withThrowingTaskGroup(of: Outcome.self) { group in
                    for index in 0..<editCount {
                        group.addTask {
                            .edit(try await client.send(.patch, "/api/trees/\(tree.id)", json: "{\"notes\":\"edit \(index)\"}").status)
                        }
                    }
                    group.addTask {
                        let status = try await client.execute(uri: "/app/config.json", method: .get).status
                        let whileLocked = lock.isHeld
                        lock.release()
                        return .probe(status, whileLocked: whileLocked)
                    }
                    var edits: [HTTPResponse.Status] = []
                    var probe: (HTTPResponse.Status, Bool)?
                    for try await outcome in group {
                        switch outcome {
                        case let .edit(status): edits.append(status)
                        case let .probe(status, whileLocked): probe = (status, whileLocked)
                        }
                    }
                    return (edits, probe)
                }
            }
        }
        #expect(probe?.0 == .ok)
        #expect(probe?.1 == true, "a request that does not touch the store was answered only after the write lock was given up")
        #expect(edits.count == editCount && edits.allSatisfy { $0 == .ok })
        #expect(try harness.store.tree(id: tree.id)?.notes?.hasPrefix("edit ") == true)
    }
}

/// Another connection holding the database's write lock (an immediate transaction) on a
/// thread of its own, as another process's import would, until ``release()`` or its deadline.
final class WriteLockHolder: Sendable {
    private let taken = DispatchSemaphore(value: 0)
    private let released = DispatchSemaphore(value: 0)
    private let state = Mutex(false)

    /// Takes the lock on `path`'s database and holds it for `holding` seconds at most (on
    /// a server whose handlers block the pool, nothing else gives it up).
    init(path: String, holding: Int = 20) throws {
        let queue = try DatabaseQueue(path: path)
        let thread = Thread { [self] in
            do {
                try queue.inTransaction(.immediate) { _ in
                    state.withLock { $0 = true }
                    taken.signal()
                    _ = released.wait(timeout: .now() + .seconds(holding))
                    return .commit
                }
            } catch {
                taken.signal()
            }
            state.withLock { $0 = false }
        }
        thread.start()
        taken.wait()
        guard isHeld else { throw WriteLockError() }
    }

    struct WriteLockError: Error {}

    /// Whether the lock is still held.
    var isHeld: Bool { state.withLock { $0 } }

    /// Gives the lock up (once; later calls do nothing).
    func release() {
        let wasHeld = state.withLock { held in
            defer { held = false }
            return held
        }
        if wasHeld { released.signal() }
    }
}

/// A task executor of one thread: what runs on it waits for nothing else in the process.
final class OneThreadExecutor: TaskExecutor, @unchecked Sendable {
    // The queue of jobs, guarded by `condition`.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    init() {
        Thread { [self] in
            while true {
                condition.lock()
                while jobs.isEmpty { condition.wait() }
                let job = jobs.removeFirst()
                condition.unlock()
                job.runSynchronously(on: asUnownedTaskExecutor())
            }
        }.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }
}
