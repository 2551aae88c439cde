import Foundation
import Synchronization
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A real gpsd fed by `gpsfake` with one log, on a free loopback port; ends by itself when
/// the log is done (`-p`), or when the test stops it.
///
/// gpsfake single-steps (`-i`): it starts gpsd, adds the log's pseudo-terminal as a device,
/// watches it with a client of its own, and then waits for a line on its standard input
/// before each sentence. `init` returns once gpsfake waits for the first sentence, so gpsd is
/// up with its device open; nothing is played until ``release()``. A test releases it once
/// its own client is connected: it then sees the whole log, however late a loaded machine
/// lets it connect. (Stopping gpsfake with SIGSTOP instead, as an earlier version did, could
/// stop it in the middle of its control-socket exchange with gpsd: gpsd then blocks reading
/// that socket and answers no client.)
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
    /// The file that holds what gpsfake and its gpsd wrote (gpsd's log at `-D 2`: clients,
    /// devices, warnings), for a failing test to show; removed by ``stop()``.
    private let transcript: String
    private let pid: pid_t
    /// Our end of gpsfake's standard input: a line lets it play one sentence.
    private let steps: Int32
    /// How many lines ``release()`` sends: at least one per sentence of the log.
    private let sentences: Int
    /// Whether gpsfake runs (until ``stop()``) and whether it was released; ``steps`` is
    /// used and closed under this lock.
    private let state = Mutex((running: true, released: false))

    /// Starts gpsfake with `log` (a file name in the recordings) on `port`, or on a free
    /// port, and returns once it waits to play the first sentence; `cycle` paces the log
    /// once released (seconds per sentence, gpsfake's `-c`).
    ///
    /// gpsfake can end at once: a free port can be taken by another test's server before
    /// gpsd binds it, and gpsfake connects as a client as soon as gpsd's control socket
    /// exists, which a loaded machine can let it do before gpsd listens
    /// ("socket error [Errno 111] Connection refused", seen in CI). For the same reason it
    /// can fail to add its device to gpsd, and says nothing: gpsd then never gets the log
    /// (seen in CI as a connected run without fixes). Either way it is started again, three
    /// times in all: on `port` when given, else on another free port.
    init(log: String, port: Int? = nil, cycle: Double? = nil) throws {
        let path = GPSFake.recordings.appendingPathComponent(log).path
        sentences = try Data(contentsOf: URL(fileURLWithPath: path)).reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        transcript = FileManager.default.temporaryDirectory
            .appendingPathComponent("fieldfix-gpsfake-\(getpid())-\(UUID().uuidString.prefix(8)).log").path
        let attempts = 3
        for attempt in 1...attempts {
            if attempt > 1 { usleep(500_000) }
            let chosen = port ?? GPSFake.freePort()
            var arguments = ["/usr/bin/gpsfake", "-p", "-i", "-1", "-q", "-v", "-D", "2", "-P", String(chosen)]
            if let cycle { arguments += ["-c", String(cycle)] }
            arguments.append(path)
            let offset = (try? FileManager.default.attributesOfItem(atPath: transcript)[.size] as? Int) ?? 0
            let (started, steps) = try GPSFake.spawn(arguments, transcript: transcript)
            let prompted = GPSFake.waitForFirstPrompt(pid: started, transcript: transcript, from: offset)
            if prompted && GPSFake.hasDevice(port: chosen) {
                self.port = chosen
                self.pid = started
                self.steps = steps
                return
            }
            close(steps)
            GPSFake.terminate(started)
            let reason = prompted ? "its gpsd has no device" : "it ended or did not get ready; its last lines: \(GPSFake.tail(of: transcript, lines: 3).split(separator: "\n").joined(separator: " | "))"
            print("gpsfake on port \(chosen), attempt \(attempt) of \(attempts): \(reason)")
            if attempt == attempts {
                throw GPSFakeError(message: "gpsfake did not get ready on port \(chosen) in \(attempts) attempts; its output and gpsd's:\n\(GPSFake.tail(of: transcript))")
            }
        }
        fatalError("unreachable: the last attempt returns or throws")
    }

    deinit { stop() }

    /// Starts gpsfake as ``init(log:port:cycle:)`` does, on a thread of its own: the wait
    /// for gpsd (up to tens of seconds) must not hold one of the few threads that every
    /// async test of the run shares (two on two cores), or their clocks run while they
    /// cannot.
    static func start(log: String, port: Int? = nil, cycle: Double? = nil) async throws -> GPSFake {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try GPSFake(log: log, port: port, cycle: cycle) }) }.start()
        }
    }

    /// How long the tests give gpsd to answer a new connection (`GPSDSource`'s
    /// `connectTimeout`): more than its default 3 s, which a machine running the whole
    /// suite on two cores can exceed.
    static let answerTimeout = 10.0

    /// Lets gpsfake play the whole log; nothing more after the first call, or after ``stop()``.
    func release() {
        state.withLock { state in
            guard state.running && !state.released else { return }
            state.released = true
            let lines = [UInt8](repeating: UInt8(ascii: "\n"), count: sentences)
            var sent = 0
            while sent < lines.count {
                let count = lines[sent...].withUnsafeBytes { send(steps, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if count <= 0 { return }  // gpsfake has ended
                sent += count
            }
        }
    }

    /// The last `lines` lines of ``transcript``.
    func transcriptTail(_ lines: Int = 60) -> String { GPSFake.tail(of: transcript, lines: lines) }

    private static func tail(of path: String, lines: Int = 60) -> String {
        let text = (try? String(contentsOfFile: path, encoding: .isoLatin1)) ?? "(no transcript at \(path))"
        return text.split(separator: "\n").suffix(lines).joined(separator: "\n")
    }

    /// Stops gpsfake and its gpsd (their own process group) and waits for gpsfake.
    ///
    /// SIGTERM first; SIGKILL to the group when gpsfake is still there after 5 s. gpsfake
    /// catches SIGTERM and can wait forever on a gpsd that has already died (a zombie it
    /// has not reaped still looks alive to it): seen once in a full CI run.
    func stop() {
        let wasRunning = state.withLock { state in
            defer { state.running = false }
            if state.running { close(steps) }  // an unreleased gpsfake ends on the end of its input
            return state.running
        }
        guard wasRunning else { return }
        GPSFake.terminate(pid)
        try? FileManager.default.removeItem(atPath: transcript)
    }

    /// Stops the process group of `pid` and reaps `pid` (see ``stop()``); at once when it
    /// has already been reaped.
    private static func terminate(_ pid: pid_t) {
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
    /// the mask: gpsd then neither streams nor stops); its standard input is one end of a
    /// socket pair whose other end is returned, its output goes to `transcript`.
    /// Every descriptor the tests open is close-on-exec: one that gpsd kept open would keep
    /// another test's device or connection alive.
    private static func spawn(_ arguments: [String], transcript: String) throws -> (pid: pid_t, input: Int32) {
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
            throw GPSFakeError(message: "cannot make gpsfake's standard input: errno \(errno)")
        }
        defer { close(pair[1]) }
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
        posix_spawn_file_actions_adddup2(&actions, pair[1], 0)
        posix_spawn_file_actions_addopen(&actions, 1, transcript, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ)
        guard status == 0 else {
            close(pair[0])
            throw GPSFakeError(message: "cannot start \(arguments[0]): errno \(status)")
        }
        return (pid, pair[0])
    }

    /// Whether gpsfake (`pid`) came to wait for the first sentence: its prompt for it is in
    /// `transcript` after `offset`. It gets there about 1.5 s after it starts, several
    /// seconds when the whole suite runs at once on two cores, so 30 s at most; `false` at
    /// once when gpsfake has ended.
    private static func waitForFirstPrompt(pid: pid_t, transcript: String, from offset: Int) -> Bool {
        let prompt = Array("gpsfake: line 1: ".utf8)
        for _ in 0..<600 {
            if let handle = FileHandle(forReadingAtPath: transcript) {
                defer { try? handle.close() }
                try? handle.seek(toOffset: UInt64(offset))
                if let data = try? handle.readToEnd(), data.firstRange(of: prompt) != nil { return true }
            }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { return false }
            usleep(50_000)
        }
        return false
    }

    /// Whether the gpsd on `port` has a device: its answer to `?DEVICES;` names a path.
    /// Waits 10 s at most for the answer.
    private static func hasDevice(port: Int) -> Bool {
        guard let fd = Loopback.connect(port: port) else { return false }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let query = Array("?DEVICES;\n".utf8)
        guard send(fd, query, query.count, Int32(MSG_NOSIGNAL)) == query.count else { return false }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            guard count > 0 else { return false }
            answer += buffer[..<count]
            // gpsd answers with one line per report: VERSION, then DEVICES.
            for line in answer.split(separator: UInt8(ascii: "\n")).dropLast(answer.last == UInt8(ascii: "\n") ? 0 : 1) {
                let text = String(decoding: line, as: UTF8.self)
                if text.contains(#""class":"DEVICES""#) { return text.contains(#""path":"#) }
            }
        }
    }

    /// The ports ``freePort()`` handed out in this process.
    private static let handedOut = Mutex<Set<Int>>([])

    /// A TCP port nothing is bound to now, outside the ephemeral range (see
    /// ``Loopback/portOutsideEphemeralRange()``: gpsd restarted on it must be able to bind
    /// it again) and never handed out before in this process: a test that restarts gpsd on
    /// its port must not meet another test's gpsd there (tests run in parallel).
    static func freePort() -> Int {
        while true {
            let port = Loopback.portOutsideEphemeralRange()
            if handedOut.withLock({ $0.insert(port).inserted }) { return port }
        }
    }
}

/// gpsfake did not come up.
struct GPSFakeError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
