import Foundation
import Testing
import TestSupport
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
        let result = try session.finish()
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
        let result = try session.finish()
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
        let result = try session.finish()
        #expect(result.status == 143, "\(result.terminal)")
        #expect(result.terminal.contains("capture cancelled; nothing saved"), "\(result.terminal)")
        #expect(result.lineModeAfterExit)
        #expect(!FileManager.default.fileExists(atPath: session.store.path))
    }
}

/// `fieldfix capture tree` with its standard input and error on a pseudo-terminal.
private final class TerminalSession {
    let store: URL
    private let terminal: PseudoTerminal
    private let program: RunningProgram

    struct Result {
        var status: Int32
        var stdout: String
        var terminal: String
        /// Whether the terminal was in line mode with echo once the process had ended.
        var lineModeAfterExit: Bool
    }

    init(log: CaptureLog, extra: [String]) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fieldfix-tty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = try log.write(in: dir, name: "paced.nmea")
        store = dir.appendingPathComponent("store")
        terminal = try PseudoTerminal()
        program = try terminal.start(["capture", "tree"] + extra + [
            "--source", "file:\(path)?speed=1", "--timeout", "90", "--store", store.path,
        ], onTerminal: [2], environment: ["NO_COLOR": "1"])
    }

    /// Whether the terminal is in line mode with echo now.
    var terminalIsInLineMode: Bool { terminal.isInLineMode }

    /// Sends `signal` to the process.
    func signal(_ signal: Int32) {
        program.signal(signal)
    }

    /// Waits up to 15 s for `text` on the terminal.
    func waitFor(_ text: String) throws {
        try terminal.wait(for: text)
    }

    /// Types keys on the terminal.
    func type(_ keys: String) {
        terminal.type(keys)
    }

    /// Waits for the process to end, then for the terminal's reader before closing it.
    func finish() throws -> Result {
        let result = try program.finish(timeout: 120)
        let lineMode = terminal.close()
        return Result(status: result.status, stdout: result.stdout, terminal: terminal.screen, lineModeAfterExit: lineMode)
    }
}
