import Foundation
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `fieldfix capture` on a terminal (a pseudo-terminal): Enter captures when allowed and
/// says why not otherwise, Esc cancels.
@Suite struct CaptureTerminalTests {
    /// A log paced at one epoch per second: two poor epochs, then passing ones for a minute,
    /// so that a loaded machine cannot reach its end (or the capture's timeout) before the
    /// typed keys are handled; a passing test ends long before.
    static let log = CaptureLog(epochs: (0..<60).map { i in
        .init(north: i * 10, east: 0, sigma: i < 2 ? 30 : 13)
    })

    @Test func enterCapturesWhenReady() throws {
        let session = try TerminalSession(log: Self.log, extra: ["--species", "Acer"])
        try session.waitFor("Enter: capture")
        session.type("\r")
        let result = session.finish()
        #expect(result.status == 0, "\(result.terminal)")
        #expect(result.stdout.contains("saved tree 1: Acer"), "\(result.stdout)")
        #expect(result.stdout.contains("single fix"), "\(result.stdout)")
    }

    @Test func enterWhileAcquiringSaysWhyAndEscCancels() throws {
        let session = try TerminalSession(log: Self.log, extra: ["--species", "Acer"])
        try session.waitFor("accuracy 45.3 m >= 20 m")
        session.type("\r")
        try session.waitFor("cannot capture: accuracy 45.3 m >= 20 m")
        session.type("\u{1B}")
        let result = session.finish()
        #expect(result.status == 130)
        #expect(result.stdout.isEmpty)
        #expect(result.terminal.contains("capture cancelled; nothing saved"), "\(result.terminal)")
        #expect(!FileManager.default.fileExists(atPath: session.store.path))
    }
}

extension CaptureTerminalTests {
    /// SIGTERM during a capture cancels it like Esc: nothing is saved and the terminal is
    /// back in line mode with echo (it was left raw when the signal killed the process).
    @Test func sigtermCancelsAndRestoresTheTerminal() throws {
        let session = try TerminalSession(log: Self.log, extra: ["--species", "Acer"])
        try session.waitFor("accuracy 45.3 m >= 20 m")
        #expect(!session.terminalIsInLineMode)
        session.signal(SIGTERM)
        let result = session.finish()
        #expect(result.status == 143, "\(result.terminal)")
        #expect(result.terminal.contains("capture cancelled; nothing saved"), "\(result.terminal)")
        #expect(result.lineModeAfterExit)
        #expect(!FileManager.default.fileExists(atPath: session.store.path))
    }
}

/// `fieldfix capture tree` with its standard input and error on a pseudo-terminal.
private final class TerminalSession: Sendable {
    let store: URL
    private let process: Process
    private let master: Int32
    private let output = Pipe()
    private let screen = Mutex("")
    private let readerEnded = Mutex(false)

    struct Result {
        var status: Int32
        var stdout: String
        var terminal: String
        /// Whether the terminal was in line mode with echo once the process had ended.
        var lineModeAfterExit: Bool
    }

    /// Whether the terminal is in line mode with echo now (`fieldfix` switches it to
    /// key-at-a-time input while it captures).
    var terminalIsInLineMode: Bool {
        var settings = termios()
        guard tcgetattr(master, &settings) == 0 else { return false }
        return settings.c_lflag & tcflag_t(ICANON) != 0 && settings.c_lflag & tcflag_t(ECHO) != 0
    }

    /// Sends `signal` to the process.
    func signal(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    init(log: CaptureLog, extra: [String]) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fieldfix-tty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = try log.write(in: dir, name: "paced.nmea")
        store = dir.appendingPathComponent("store")
        // posix_openpt, unlockpt and ptsname by hand: Glibc's module does not export them.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, UInt(0x4004_5431), &unlock) == 0,  // TIOCSPTLCK
              ioctl(master, UInt(0x8004_5430), &number) == 0  // TIOCGPTN
        else { throw POSIXError(.ENODEV) }
        let slave = try #require(FileHandle(forUpdatingAtPath: "/dev/pts/\(number)"))
        process = Process()
        process.executableURL = FieldFixRunner.binary
        process.arguments = ["capture", "tree"] + extra + [
            "--source", "file:\(path)?speed=1", "--timeout", "90", "--store", store.path,
        ]
        process.standardInput = slave
        process.standardError = slave
        process.standardOutput = output
        try process.run()
        try slave.close()
        Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 1024)
            while true {
                let count = read(master, &buffer, buffer.count)
                guard count > 0 else { break }
                let text = String(decoding: buffer[..<count], as: UTF8.self)
                screen.withLock { $0 += text }
            }
            readerEnded.withLock { $0 = true }
        }.start()
    }

    /// Waits up to 15 s for `text` on the terminal.
    func waitFor(_ text: String) throws {
        let deadline = Date().addingTimeInterval(15)
        while !screen.withLock({ $0.contains(text) }) {
            guard Date() < deadline, process.isRunning else {
                Issue.record("never saw \"\(text)\" on the terminal: \(screen.withLock { $0 })")
                throw CancellationError()
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Types keys on the terminal.
    func type(_ keys: String) {
        var bytes = Array(keys.utf8)
        _ = write(master, &bytes, bytes.count)
    }

    /// Waits for the process to end, then for the terminal's reader (the terminal reads
    /// end of file once no process holds its other side) before closing it.
    func finish() -> Result {
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let deadline = Date().addingTimeInterval(5)
        while !readerEnded.withLock({ $0 }) && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        let lineMode = terminalIsInLineMode
        close(master)
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      terminal: screen.withLock { $0 }, lineModeAfterExit: lineMode)
    }
}
