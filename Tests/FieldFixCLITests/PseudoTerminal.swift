import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A pseudo-terminal for one run of `fieldfix`: the chosen standard streams are its slave
/// side, the test types on and reads from the master side.
final class PseudoTerminal {
    let master: Int32
    let slave: FileHandle

    init() throws {
        // posix_openpt, unlockpt and ptsname by hand: Glibc's module does not export them.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, UInt(0x4004_5431), &unlock) == 0,  // TIOCSPTLCK
              ioctl(master, UInt(0x8004_5430), &number) == 0,  // TIOCGPTN
              let slave = FileHandle(forUpdatingAtPath: "/dev/pts/\(number)")
        else { throw POSIXError(.ENODEV) }
        self.slave = slave
    }

    /// Types `text` (a terminal in line mode buffers it until the program reads).
    func type(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(master, &bytes, bytes.count)
    }

    /// Runs `fieldfix` with standard input and the streams in `onTerminal` (1, 2) on the
    /// terminal and the others in pipes; returns its status and what the terminal showed.
    func run(_ arguments: [String], onTerminal: Set<Int32>, environment: [String: String] = [:], typing: String = "")
        throws -> (status: Int32, terminal: String, stdout: String) {
        let process = Process()
        process.executableURL = FieldFixRunner.binary
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["FIELDFIX_STORE"] = nil
        env["NO_COLOR"] = nil
        env["TERM"] = "xterm"
        process.environment = env.merging(environment) { $1 }
        let out = Pipe()
        process.standardInput = slave
        process.standardOutput = onTerminal.contains(1) ? slave : out
        process.standardError = onTerminal.contains(2) ? slave : FileHandle.nullDevice
        try process.run()
        try slave.close()
        type(typing)
        let screen = Mutex(Data())
        let master = master
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(master, &buffer, buffer.count)
                guard count > 0 else { break }
                screen.withLock { $0.append(contentsOf: buffer[..<count]) }
            }
        }
        reader.start()
        let stdout = onTerminal.contains(1) ? Data() : out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // The reader ends at end of file (EIO) once no process holds the slave side.
        let deadline = Date().addingTimeInterval(5)
        while !reader.isFinished && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        close(master)
        return (process.terminationStatus, String(decoding: screen.withLock { $0 }, as: UTF8.self), String(decoding: stdout, as: UTF8.self))
    }
}
