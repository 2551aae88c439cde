#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Ctrl-C (SIGINT) and SIGTERM, noted by a signal handler and polled by ``StatusFeed``, so that
/// a command stops its source and exits with status 0. SIGPIPE is ignored: a closed pipe shows as
/// a failed write instead.
enum Interruption {
    private static let flag = Atomic<Bool>(false)

    /// Whether SIGINT or SIGTERM arrived.
    static var happened: Bool { flag.load(ordering: .relaxed) }

    /// Installs the handlers and unblocks the signals on this thread (a parent may have
    /// blocked them, and the mask is inherited).
    static func install() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGINT) { _ in Interruption.flag.store(true, ordering: .relaxed) }
        signal(SIGTERM) { _ in Interruption.flag.store(true, ordering: .relaxed) }
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}
