import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A started ``Program``. Each captured stream is read by a thread of its own as the program
/// writes it, so that neither pipe can fill up and block the program (a test reading one to
/// its end before the other would wait forever on a program that fills the other). Every
/// wait has a deadline; past it the program is killed and the wait throws, with what it
/// printed. A program no test holds any more is killed, even when its test failed first.
public final class RunningProgram: @unchecked Sendable {
    /// What the program reads on its standard input.
    public enum Input: Sendable {
        /// `/dev/null`.
        case none
        /// These bytes, then end of file.
        case data(Data)
        /// A pipe that ``write(_:)`` writes into and ``closeInput()`` closes.
        case pipe
        /// This descriptor (a terminal, say).
        case handle(FileHandle)
    }

    /// Where a standard stream of the program goes.
    public enum Output: Sendable {
        /// Into ``stdout`` or ``stderr``.
        case capture
        /// `/dev/null`.
        case discard
        /// This descriptor (a terminal, a pipe of the test's own).
        case handle(FileHandle)
    }

    /// Which captured stream.
    public enum Stream: Sendable { case stdout, stderr }

    /// The deadline of a run whose test gives none: far beyond any test's own run, only so
    /// that a program that hangs fails its test instead of the whole run.
    public static let defaultTimeout = 300.0

    /// The command line, for messages.
    public let command: String
    private let process = Process()
    private let state = State()
    private var input: FileHandle?

    /// What the reading threads and the end of the process share, under its condition's lock.
    private final class State: @unchecked Sendable {
        let condition = NSCondition()
        var stdout = Data()
        var stderr = Data()
        var openStreams = 0
        var exited = false
    }

    init(_ program: Program, input: Input, stdout: Output, stderr: Output) throws {
        command = program.description
        process.executableURL = URL(fileURLWithPath: program.executable)
        process.arguments = program.arguments
        process.environment = program.environment
        if let directory = program.directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var inputPipe: (read: Int32, write: Int32)?
        var childEnds: [Int32] = []
        switch input {
        case .none: process.standardInput = FileHandle.nullDevice
        case .data, .pipe:
            // A write to a program that has ended fails (EPIPE) instead of ending the tests.
            Glibc.signal(SIGPIPE, SIG_IGN)
            let pipe = try Self.pipe()
            process.standardInput = FileHandle(fileDescriptor: pipe.read, closeOnDealloc: false)
            inputPipe = pipe
            childEnds.append(pipe.read)
        case let .handle(handle): process.standardInput = handle
        }
        var readers: [(fd: Int32, stream: Stream)] = []
        for (output, stream) in [(stdout, Stream.stdout), (stderr, Stream.stderr)] {
            let handle: FileHandle
            switch output {
            case .capture:
                let pipe = try Self.pipe()
                handle = FileHandle(fileDescriptor: pipe.write, closeOnDealloc: false)
                readers.append((pipe.read, stream))
                childEnds.append(pipe.write)
            case .discard: handle = FileHandle.nullDevice
            case let .handle(given): handle = given
            }
            if stream == .stdout { process.standardOutput = handle } else { process.standardError = handle }
        }
        let state = state
        process.terminationHandler = { _ in
            state.condition.lock()
            state.exited = true
            state.condition.broadcast()
            state.condition.unlock()
        }
        state.openStreams = readers.count
        do {
            try process.run()
        } catch {
            childEnds.forEach { close($0) }
            readers.forEach { close($0.fd) }
            if let inputPipe { close(inputPipe.write) }
            throw error
        }
        // The program holds its own copies now: a stream ends when it (and whatever it
        // started) closes them, and a write to its input fails once it has ended.
        childEnds.forEach { close($0) }
        for (fd, stream) in readers {
            Thread {
                var buffer = [UInt8](repeating: 0, count: 65536)
                while true {
                    let count = read(fd, &buffer, buffer.count)
                    if count < 0 && errno == EINTR { continue }
                    state.condition.lock()
                    if count > 0 {
                        if stream == .stdout { state.stdout.append(contentsOf: buffer[..<count]) } else { state.stderr.append(contentsOf: buffer[..<count]) }
                    } else {
                        state.openStreams -= 1
                    }
                    state.condition.broadcast()
                    state.condition.unlock()
                    if count <= 0 { break }
                }
                close(fd)
            }.start()
        }
        if let inputPipe {
            let writer = FileHandle(fileDescriptor: inputPipe.write, closeOnDealloc: true)
            if case let .data(data) = input {
                // On a thread of its own: a program that prints before it reads must not
                // wait for a test that waits to write.
                Thread {
                    try? writer.write(contentsOf: data)
                    try? writer.close()
                }.start()
            } else {
                self.input = writer
            }
        }
    }

    /// Kills a program still running (SIGKILL, which a test runner's ignored signals cannot
    /// hold off).
    deinit {
        signal(SIGKILL)
    }

    /// The process id.
    public var pid: pid_t { process.processIdentifier }

    /// Whether it still runs.
    public var isRunning: Bool { !state.condition.withLock { state.exited } }

    /// What it printed on standard output so far (empty when not captured).
    public var stdout: String { state.condition.withLock { String(decoding: state.stdout, as: UTF8.self) } }

    /// What it printed on standard error so far (empty when not captured).
    public var stderr: String { state.condition.withLock { String(decoding: state.stderr, as: UTF8.self) } }

    /// Writes `data` to its standard input (``Input/pipe`` only).
    public func write(_ data: Data) throws {
        try input?.write(contentsOf: data)
    }

    /// Closes its standard input (``Input/pipe`` only): it reads end of file.
    public func closeInput() {
        try? input?.close()
        input = nil
    }

    /// Sends `signal`, unless it has ended (its process id may be another's by then).
    public func signal(_ signal: Int32) {
        if isRunning { kill(process.processIdentifier, signal) }
    }

    /// The first value `match` finds in what `stream` holds so far, waited for up to
    /// `timeout` seconds; throws when the program ends without it (with what it printed),
    /// or when the time is up (after killing it). `awaited` names it for the message.
    public func wait<T>(for awaited: String, in stream: Stream = .stderr, timeout: Double = 30,
                        _ match: (String) -> T?) throws -> T {
        let deadline = Date().addingTimeInterval(timeout)
        state.condition.lock()
        while true {
            if let found = match(String(decoding: stream == .stdout ? state.stdout : state.stderr, as: UTF8.self)) {
                state.condition.unlock()
                return found
            }
            if state.exited && state.openStreams == 0 { break }
            if !state.condition.wait(until: deadline) && Date() >= deadline {
                state.condition.unlock()
                signal(SIGKILL)
                throw ProgramError.timedOut(program: command, seconds: timeout, awaited: awaited, stdout: stdout, stderr: stderr)
            }
        }
        state.condition.unlock()
        throw ProgramError.ended(program: command, awaited: awaited, result: try finish(timeout: 5))
    }

    /// Waits up to `timeout` seconds for `text` in `stream`.
    public func wait(for text: String, in stream: Stream = .stderr, timeout: Double = 30) throws {
        try wait(for: "\"\(text)\"", in: stream, timeout: timeout) { $0.contains(text) ? () : nil }
    }

    /// Whether it exits within `timeout` seconds (it is left running when not).
    public func waitForExit(timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        return state.condition.withLock {
            while !state.exited {
                if !state.condition.wait(until: deadline) && Date() >= deadline { return false }
            }
            return true
        }
    }

    /// Waits for it to end, up to `timeout` seconds, and for the captured streams to close
    /// (up to 10 s more: a process it started in the background may still hold them);
    /// throws after killing it when the time is up.
    public func finish(timeout: Double = RunningProgram.defaultTimeout) throws -> ProgramResult {
        guard waitForExit(timeout: timeout) else {
            signal(SIGKILL)
            _ = waitForExit(timeout: 10)
            throw ProgramError.timedOut(program: command, seconds: timeout, awaited: "end", stdout: stdout, stderr: stderr)
        }
        let deadline = Date().addingTimeInterval(10)
        state.condition.withLock {
            while state.openStreams > 0 && (state.condition.wait(until: deadline) || Date() < deadline) {}
        }
        process.waitUntilExit()
        return ProgramResult(status: process.terminationStatus, exited: process.terminationReason == .exit,
                             stdout: stdout, stderr: stderr)
    }

    /// A close-on-exec pipe: another test's program started meanwhile must not hold its ends.
    /// (Glibc's module does not export pipe2.)
    private static func pipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        guard Glibc.pipe(&fds) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EMFILE) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }
}
