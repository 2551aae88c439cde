import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A pseudo-terminal for one run of `fieldfix`: standard input and the chosen standard
/// streams are its slave side; the test types on the master side and reads what the
/// terminal shows, which a thread collects as it comes.
final class PseudoTerminal: @unchecked Sendable {
    private let master: Int32
    private let slave: FileHandle
    /// What the terminal showed, and whether its reader has ended, under the lock.
    private let shown = NSCondition()
    private var screenBytes = Data()
    private var readerEnded = false

    init() throws {
        // posix_openpt, unlockpt and ptsname by hand: Glibc's module does not export them.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, UInt(0x4004_5431), &unlock) == 0,  // TIOCSPTLCK
              ioctl(master, UInt(0x8004_5430), &number) == 0,  // TIOCGPTN
              let slave = FileHandle(forUpdatingAtPath: "/dev/pts/\(number)")
        else { throw POSIXError(.ENODEV) }
        self.slave = slave
    }

    /// What the terminal has shown so far.
    var screen: String { shown.withLock { String(decoding: screenBytes, as: UTF8.self) } }

    /// Whether the terminal is in line mode with echo now (`fieldfix` switches it to
    /// key-at-a-time input while it captures).
    var isInLineMode: Bool {
        var settings = termios()
        guard tcgetattr(master, &settings) == 0 else { return false }
        return settings.c_lflag & tcflag_t(ICANON) != 0 && settings.c_lflag & tcflag_t(ECHO) != 0
    }

    /// Starts `fieldfix` with standard input and the streams in `onTerminal` (1, 2) on the
    /// terminal; standard output otherwise goes into the program's ``RunningProgram/stdout``,
    /// standard error to `/dev/null`. The terminal shows colour (`TERM=xterm`, no
    /// `NO_COLOR`) unless `environment` says otherwise.
    func start(_ arguments: [String], onTerminal: Set<Int32>, environment: [String: String?] = [:]) throws -> RunningProgram {
        var changes: [String: String?] = ["NO_COLOR": nil, "TERM": "xterm"]
        changes.merge(environment) { $1 }
        let program = try FieldFix.start(arguments, input: .handle(slave), environment: changes,
                                         stdout: onTerminal.contains(1) ? .handle(slave) : .capture,
                                         stderr: onTerminal.contains(2) ? .handle(slave) : .discard)
        try slave.close()
        let master = master
        Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(master, &buffer, buffer.count)
                guard count > 0 else { break }
                shown.withLock {
                    screenBytes.append(contentsOf: buffer[..<count])
                    shown.broadcast()
                }
            }
            shown.withLock {
                readerEnded = true
                shown.broadcast()
            }
        }.start()
        return program
    }

    /// Waits up to `timeout` seconds for `text` on the terminal.
    func wait(for text: String, timeout: Double = 15) throws {
        let deadline = Date().addingTimeInterval(timeout)
        try shown.withLock {
            while !String(decoding: screenBytes, as: UTF8.self).contains(text) {
                guard !readerEnded, shown.wait(until: deadline) || Date() < deadline else {
                    throw TerminalError(message: "never saw \"\(text)\" on the terminal within \(timeout) s: "
                        + String(decoding: screenBytes, as: UTF8.self))
                }
            }
        }
    }

    /// Types `text` (a terminal in line mode buffers it until the program reads).
    func type(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(master, &bytes, bytes.count)
    }

    /// Waits (up to 5 s) for the reader to end, which it does at end of file (EIO) once no
    /// process holds the slave side, then closes the terminal; whether it was in line mode
    /// with echo at the end.
    func close() -> Bool {
        let deadline = Date().addingTimeInterval(5)
        shown.withLock {
            while !readerEnded && (shown.wait(until: deadline) || Date() < deadline) {}
        }
        let lineMode = isInLineMode
        Glibc.close(master)
        return lineMode
    }

    /// Runs `fieldfix` as ``start(_:onTerminal:environment:)`` does, typing `typing` at once;
    /// returns its status, what the terminal showed and its standard output (when not on the terminal).
    func run(_ arguments: [String], onTerminal: Set<Int32>, environment: [String: String?] = [:], typing: String = "")
        throws -> (status: Int32, terminal: String, stdout: String) {
        let program = try start(arguments, onTerminal: onTerminal, environment: environment)
        type(typing)
        let result = try program.finish(timeout: 60)
        _ = close()
        return (result.status, screen, result.stdout)
    }
}

/// What a test waited for never showed on the terminal.
struct TerminalError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
