import Foundation
import Synchronization
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A real gpsd fed by `gpsfake` with one log, on a free loopback port; ends by itself when
/// the log is done (`-p`), or when the test kills it.
///
/// gpsfake plays its log about 1.4 s after gpsd listens, whether a client is there or not:
/// a test client that a loaded machine lets connect later misses the start of the log
/// (seen in full local runs). A test that needs the whole log starts it `held` and
/// ``release()``s it once its client is connected.
final class GPSFake: Sendable {
    /// Why gpsd tests are skipped, or `nil` when gpsfake and the recordings are there.
    static let unavailableReason: String? = {
        if !FileManager.default.isExecutableFile(atPath: "/usr/bin/gpsfake") { return "gpsfake is not installed (scripts/install-deps)" }
        if !FileManager.default.isExecutableFile(atPath: "/usr/sbin/gpsd") { return "gpsd is not installed (scripts/install-deps)" }
        if !FileManager.default.fileExists(atPath: recordings.path) { return "no recordings at \(recordings.path)" }
        return nil
    }()

    /// ../shared/recordings/gpsd from the package root.
    static let recordings = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/recordings/gpsd").standardizedFileURL

    /// The port gpsd listens on.
    let port: Int
    private let pid: pid_t
    private let running = Mutex(true)

    /// Starts gpsfake with `log` (a file name in the recordings) on `port`, or on a free
    /// port; `cycle` paces the log (seconds per sentence, gpsfake's `-c`). When `held`,
    /// gpsfake (not its gpsd) is stopped as soon as gpsd listens, before it plays the log,
    /// until ``release()``.
    ///
    /// gpsfake can end at once, before its gpsd listens: a free port can be taken by
    /// another test's outgoing connection before gpsd binds it, and gpsfake connects as a
    /// client as soon as gpsd's control socket exists, which a loaded machine can let it do
    /// before gpsd listens ("socket error [Errno 111] Connection refused", seen in CI). It
    /// is then started again, three times in all: on `port` when given, else on another
    /// free port.
    init(log: String, port: Int? = nil, cycle: Double? = nil, held: Bool = false) throws {
        let attempts = 3
        var chosen = 0
        var started: pid_t = 0
        for attempt in 1...attempts {
            if attempt > 1 { usleep(500_000) }
            chosen = port ?? GPSFake.freePort()
            var arguments = ["/usr/bin/gpsfake", "-p", "-P", String(chosen), "-1", "-q"]
            if let cycle { arguments += ["-c", String(cycle)] }
            arguments.append(GPSFake.recordings.appendingPathComponent(log).path)
            started = try GPSFake.spawn(arguments)
            if GPSFake.waitUntilListening(pid: started, port: chosen) && (!held || GPSFake.hold(started, port: chosen)) {
                break
            }
            GPSFake.terminate(started)
            if attempt == attempts {
                throw GPSFakeError(message: "gpsd did not come up on port \(chosen) in \(attempts) attempts: gpsfake ended before or just after gpsd listened, or gpsd did not listen within 20 s")
            }
        }
        self.port = chosen
        pid = started
    }

    deinit { stop() }

    /// How long the tests give gpsd to answer a new connection (`GPSDSource`'s
    /// `connectTimeout`): more than its default 3 s, which a machine running the whole
    /// suite on two cores can exceed.
    static let answerTimeout = 10.0

    /// Stops gpsfake `pid` before it plays its log, and says whether its gpsd still
    /// listens on `port` a moment later: a gpsfake whose own client connection failed
    /// just before gpsd listened is ending, and takes its gpsd with it.
    private static func hold(_ pid: pid_t, port: Int) -> Bool {
        kill(pid, SIGSTOP)
        usleep(200_000)
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == 0 && Loopback.canConnect(port: port)
    }

    /// Lets a `held` gpsfake play its log; nothing otherwise.
    func release() {
        kill(pid, SIGCONT)
    }

    /// Stops gpsfake and its gpsd (their own process group) and waits for gpsfake.
    ///
    /// SIGTERM first; SIGKILL to the group when gpsfake is still there after 5 s. gpsfake
    /// catches SIGTERM and can wait forever on a gpsd that has already died (a zombie it
    /// has not reaped still looks alive to it): seen once in a full CI run.
    func stop() {
        guard running.withLock({ running in defer { running = false }; return running }) else { return }
        GPSFake.terminate(pid)
    }

    /// Stops the process group of `pid` and reaps `pid` (see ``stop()``); at once when it
    /// has already been reaped.
    private static func terminate(_ pid: pid_t) {
        kill(-pid, SIGCONT)  // a held gpsfake handles SIGTERM only once continued
        kill(-pid, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<50 {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid || reaped == -1 { return }
            usleep(100_000)
        }
        kill(-pid, SIGKILL)
        waitpid(pid, &status, 0)
    }

    /// Starts a program in its own process group, with default signal handling and no
    /// blocked signals (a thread of the test runner may block some, and children inherit
    /// the mask: gpsd then neither streams nor stops), stdio on /dev/null.
    /// Every descriptor the tests open is close-on-exec: one that gpsd kept open would keep
    /// another test's device or connection alive.
    private static func spawn(_ arguments: [String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in 0...2 {
            posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ)
        guard status == 0 else { throw GPSFakeError(message: "cannot start \(arguments[0]): errno \(status)") }
        return pid
    }

    /// Whether gpsd came to accept connections on `port`: gpsfake takes about a second,
    /// several when the whole suite runs at once on two cores (5 s was once too short), so
    /// 20 s at most; `false` at once when gpsfake (`pid`) has exited.
    private static func waitUntilListening(pid: pid_t, port: Int) -> Bool {
        for _ in 0..<400 {
            if Loopback.canConnect(port: port) { return true }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { return false }
            usleep(50_000)
        }
        return false
    }

    /// The ports ``freePort()`` handed out in this process.
    private static let handedOut = Mutex<Set<Int>>([])

    /// A TCP port nothing listens on now (the kernel picks it), never handed out before in
    /// this process: a test that restarts gpsd on its port must not meet another test's
    /// gpsd there (tests run in parallel).
    static func freePort() -> Int {
        while true {
            let port = Loopback.unusedTCPPort()
            if handedOut.withLock({ $0.insert(port).inserted }) { return port }
        }
    }
}

/// gpsfake did not come up.
struct GPSFakeError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
