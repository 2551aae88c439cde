#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Ctrl-C (SIGINT) and SIGTERM, noted by a signal handler and polled, so that a program
/// stops its source and ends cleanly (`fieldfix` then exits 0 after Ctrl-C, 143 after
/// SIGTERM). SIGPIPE is ignored: a closed pipe shows as a failed write instead.
public enum Interruption {
    private static let received = Atomic<Int32>(0)

    /// Whether SIGINT or SIGTERM arrived.
    public static var happened: Bool { received.load(ordering: .relaxed) != 0 }

    /// The signal that arrived last (SIGINT or SIGTERM), or 0.
    public static var signal: Int32 { received.load(ordering: .relaxed) }

    /// Installs the handlers and unblocks the signals on this thread (a parent may have
    /// blocked them, and the mask is inherited).
    public static func install() {
        Glibc.signal(SIGPIPE, SIG_IGN)
        Glibc.signal(SIGINT) { Interruption.received.store($0, ordering: .relaxed) }
        Glibc.signal(SIGTERM) { Interruption.received.store($0, ordering: .relaxed) }
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}
