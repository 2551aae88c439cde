import ArgumentParser
import Simulator
#if canImport(Glibc)
import Glibc
#endif

/// `fieldfix simulate`: NMEA, UBX or both from a simulated receiver with known truth, to a
/// file, standard output or a loopback TCP server.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Write NMEA or UBX from a simulated receiver with known truth.",
        discussion: """
            Scenarios: \(Scenario.allCases.map(\.rawValue).joined(separator: ", ")). The same seed \
            gives the same bytes. With --serve, sentences are paced in real time and sent to \
            every client of a TCP server on 127.0.0.1; with --serve pty, to a new pseudo-terminal \
            whose path is printed (a serial device for `fieldfix live`). --protocol ubx writes \
            each epoch as u-blox UBX NAV-PVT, NAV-DOP, NAV-COV and NAV-EOE instead; both writes \
            the NMEA sentences, then the UBX messages, as a u-blox receiver with both outputs on.
            """)

    /// What the simulated receiver sends.
    enum OutputProtocol: String, ExpressibleByArgument, CaseIterable {
        /// NMEA 0183 sentences.
        case nmea
        /// u-blox UBX binary messages.
        case ubx
        /// Both, NMEA first.
        case both
    }

    @Option(help: "The scenario: open-sky, tree-canopy, urban-canyon, rtk, cold-start, signal-loss or walk.")
    var scenario: String = Scenario.openSky.rawValue

    @Option(parsing: .unconditional, help: "Seconds to simulate (default 60; unlimited with --serve).")
    var duration: Double?

    @Option(parsing: .unconditional, help: "Epochs per second, 0.1 to 100.")
    var rate: Double = 1

    @Option(parsing: .unconditional, help: "The random seed.")
    var seed: UInt64 = 1

    @Option(help: "Start as TIME,LAT,LON (ISO 8601 UTC, degrees); default 2024-06-01T10:00:00Z,48.137154,11.576124, or now with --serve.")
    var start: String?

    @Option(help: "The sentence types to write, comma-separated.")
    var sentences: String = SentenceKind.allCases.filter(SentenceKind.standard.contains).map(\.rawValue).joined(separator: ",")

    @Option(help: "Write the true positions to this CSV file (time,latitude,longitude,altitude).")
    var truth: String?

    @Option(help: "Write the NMEA to this file instead of standard output.")
    var output: String?

    @Option(help: "Serve the NMEA in real time: tcp://:PORT (loopback TCP server) or pty (a pseudo-terminal).")
    var serve: String?

    @Option(name: .customLong("protocol"), help: "What the receiver sends: nmea, ubx, or both.")
    var outputProtocol: OutputProtocol = .nmea

    func run() throws {
        guard let scenario = Scenario(rawValue: scenario) else {
            throw ValidationError("unknown scenario '\(scenario)'; use one of \(Scenario.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard rate.isFinite, rate >= 0.1, rate <= 100 else { throw ValidationError("--rate must be between 0.1 and 100") }
        if let duration, !(duration.isFinite && duration > 0) { throw ValidationError("--duration must be a positive number of seconds") }
        guard let kinds = SentenceKind.list(sentences) else {
            throw ValidationError("--sentences takes names among \(SentenceKind.allCases.map(\.rawValue).joined(separator: ","))")
        }
        var startPoint = SimulationStart.standard
        if let start {
            do { startPoint = try SimulationStart(parsing: start) } catch { throw ValidationError("--start: \(error)") }
        } else if serve != nil {
            startPoint.unixMilliseconds = Self.now() / 1000 * 1000
        }
        let settings = SimulationSettings(
            scenario: scenario, seed: seed, rate: rate,
            duration: duration ?? (serve == nil ? 60 : 100 * 365 * 86_400), start: startPoint)
        let writer = EpochWriter(kinds: kinds)
        let ubxWriter = UBXEpochWriter()
        let bytes = { (epoch: SimulatedEpoch) -> [UInt8] in
            switch outputProtocol {
            case .nmea: Array(writer.text(for: epoch).utf8)
            case .ubx: ubxWriter.bytes(for: epoch)
            case .both: Array(writer.text(for: epoch).utf8) + ubxWriter.bytes(for: epoch)
            }
        }
        let truthFile = try truth.map { try OutputFile(path: $0) }
        truthFile?.write(SimulatedEpoch.truthHeader + "\n")
        if let serve {
            let send: ([UInt8]) -> Void
            if serve == "pty" {
                let terminal = try PseudoTerminal()
                OutputFile.standardError.write("fieldfix simulate: serving \(scenario.rawValue) on \(terminal.path)\n")
                send = terminal.write
            } else {
                let server = try LoopbackServer(port: Self.port(serve))
                OutputFile.standardError.write("fieldfix simulate: serving \(scenario.rawValue) on tcp://127.0.0.1:\(server.port)\n")
                send = server.broadcast
            }
            let wallStart = Self.now()
            for epoch in ReceiverSimulator(settings) {
                Self.sleep(until: wallStart + Int64((epoch.offset * 1000).rounded()))
                send(bytes(epoch))
                truthFile?.write(epoch.truthRow + "\n")
            }
        } else {
            let out = try output.map { try OutputFile(path: $0) } ?? OutputFile.standardOutput
            for epoch in ReceiverSimulator(settings) {
                out.write(bytes(epoch))
                truthFile?.write(epoch.truthRow + "\n")
            }
        }
    }

    /// The port of `tcp://:PORT` or `tcp://127.0.0.1:PORT`.
    static func port(_ url: String) throws -> UInt16 {
        for prefix in ["tcp://:", "tcp://127.0.0.1:", "tcp://localhost:"] where url.hasPrefix(prefix) {
            if let port = UInt16(url.dropFirst(prefix.count)) { return port }
        }
        throw ValidationError("--serve takes tcp://:PORT (a loopback server) or pty, got '\(url)'")
    }

    /// Wall-clock milliseconds since the Unix epoch (the CLI's only clock read).
    static func now() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Int64(ts.tv_sec) * 1000 + Int64(ts.tv_nsec) / 1_000_000
    }

    /// Sleeps until a wall-clock time in milliseconds.
    static func sleep(until target: Int64) {
        let wait = target - now()
        guard wait > 0 else { return }
        var request = timespec(tv_sec: Int(wait / 1000), tv_nsec: Int(wait % 1000) * 1_000_000)
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }

    /// A file, standard output or standard error, written with `write(2)`.
    final class OutputFile {
        /// The file descriptor.
        let descriptor: Int32
        /// Whether to close it at the end.
        let owned: Bool

        /// Standard output.
        static var standardOutput: OutputFile { OutputFile(descriptor: 1, owned: false) }

        /// Standard error.
        static var standardError: OutputFile { OutputFile(descriptor: 2, owned: false) }

        init(descriptor: Int32, owned: Bool) {
            self.descriptor = descriptor
            self.owned = owned
        }

        /// Creates or truncates a file.
        convenience init(path: String) throws {
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard fd >= 0 else { throw ValidationError("cannot write \(path): \(String(cString: strerror(errno)))") }
            self.init(descriptor: fd, owned: true)
        }

        /// Writes all of `text`, retrying short writes.
        func write(_ text: String) {
            write(Array(text.utf8))
        }

        /// Writes all of `bytes`, retrying short writes.
        func write(_ all: [UInt8]) {
            var bytes = all[...]
            while !bytes.isEmpty {
                let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                bytes = bytes.dropFirst(written)
            }
        }

        deinit {
            if owned { close(descriptor) }
        }
    }

    /// A pseudo-terminal in raw mode that stands in for a receiver's serial device. When no
    /// one reads and its buffer fills, the unread (stale) sentences are discarded.
    final class PseudoTerminal {
        /// The master side, written to.
        let master: Int32
        /// The slave side, held open so the terminal outlives its readers.
        let slave: Int32
        /// The device path to give readers, such as /dev/pts/3.
        let path: String

        init() throws {
            // posix_openpt, unlockpt and ptsname as glibc implements them on Linux (Swift's
            // Glibc module exposes neither those functions nor these ioctl macros):
            // TIOCSPTLCK = _IOW('T', 0x31, int), TIOCGPTN = _IOR('T', 0x30, unsigned int).
            let fd = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            var unlock: Int32 = 0
            var number: UInt32 = 0
            guard fd >= 0, ioctl(fd, 0x4004_5431, &unlock) == 0, ioctl(fd, 0x8004_5430, &number) == 0 else {
                throw ValidationError("cannot create a pseudo-terminal: \(String(cString: strerror(errno)))")
            }
            path = "/dev/pts/\(number)"
            let peer = open(path, O_RDWR | O_NOCTTY)
            guard peer >= 0 else { throw ValidationError("cannot open \(path): \(String(cString: strerror(errno)))") }
            var settings = termios()
            tcgetattr(peer, &settings)
            cfmakeraw(&settings)
            tcsetattr(peer, TCSANOW, &settings)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            master = fd
            slave = peer
        }

        /// Writes `bytes`; when the buffer is full, drops what no one read and tries once more.
        func write(_ bytes: [UInt8]) {
            let put = { bytes.withUnsafeBytes { Glibc.write(self.master, $0.baseAddress, $0.count) } }
            if put() < 0 && errno == EAGAIN {
                tcflush(slave, TCIFLUSH)
                _ = put()
            }
        }

        deinit {
            close(slave)
            close(master)
        }
    }

    /// A TCP server on 127.0.0.1 that sends the same bytes to every connected client.
    /// Clients that fail or fall behind are dropped; clients may connect at any time.
    final class LoopbackServer {
        /// The listening socket.
        let listener: Int32
        /// The port actually bound (useful with port 0).
        let port: UInt16
        /// The connected clients.
        var clients: [Int32] = []

        init(port requested: UInt16) throws {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { throw ValidationError("socket: \(String(cString: strerror(errno)))") }
            var yes: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = requested.bigEndian
            address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard bound == 0, listen(fd, 8) == 0 else {
                let reason = String(cString: strerror(errno))
                close(fd)
                throw ValidationError("cannot listen on 127.0.0.1:\(requested): \(reason)")
            }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
            }
            listener = fd
            port = UInt16(bigEndian: address.sin_port)
        }

        /// Accepts waiting clients, then sends `bytes` to every client.
        func broadcast(_ bytes: [UInt8]) {
            while true {
                let client = accept(listener, nil, nil)
                guard client >= 0 else { break }
                _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) | O_NONBLOCK)
                clients.append(client)
            }
            clients.removeAll { client in
                let sent = bytes.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                guard sent == bytes.count else {
                    close(client)
                    return true
                }
                return false
            }
        }

        deinit {
            clients.forEach { close($0) }
            close(listener)
        }
    }
}
