import SystemIO
#if canImport(Glibc)
import Glibc
#endif

/// Serves a simulated receiver in real time: each epoch's bytes at its own offset from the
/// start, to every client of a loopback TCP server or to a pseudo-terminal that stands in
/// for a serial device. The simulator itself is pure; this is its I/O edge.
///
/// ```swift
/// let server = try SimulationServer(.tcp(port: 2947))
/// print("serving on \(server.address)")
/// try server.run(ReceiverSimulator(settings), bytes: { Array(EpochWriter().text(for: $0).utf8) })
/// ```
public final class SimulationServer {
    /// Where the epochs go.
    public enum Target: Hashable, Sendable {
        /// A TCP server on 127.0.0.1 (port 0: any free port).
        case tcp(port: UInt16)
        /// A new pseudo-terminal in raw mode.
        case pseudoTerminal

        /// Reads `tcp://:PORT`, `tcp://127.0.0.1:PORT`, `tcp://localhost:PORT` or `pty`;
        /// `nil` for anything else.
        public init?(parsing text: String) {
            if text == "pty" {
                self = .pseudoTerminal
                return
            }
            for prefix in ["tcp://:", "tcp://127.0.0.1:", "tcp://localhost:"] where text.hasPrefix(prefix) {
                if let port = UInt16(text.dropFirst(prefix.count)) {
                    self = .tcp(port: port)
                    return
                }
            }
            return nil
        }
    }

    /// Where readers connect: `tcp://127.0.0.1:PORT` or the pseudo-terminal's device path.
    public let address: String
    private let send: ([UInt8]) -> Void
    /// Keeps the server or terminal open while serving.
    private let endpoint: AnyObject

    /// Opens the target.
    /// - Throws: ``SystemError`` when the port or a pseudo-terminal cannot be had.
    public init(_ target: Target) throws(SystemError) {
        switch target {
        case let .tcp(port):
            let server = try LoopbackBroadcaster(port: port)
            address = "tcp://127.0.0.1:\(server.port)"
            send = server.broadcast
            endpoint = server
        case .pseudoTerminal:
            let terminal = try PseudoTerminal()
            address = terminal.path
            // A terminal no one reads drops stale bytes; a write that still fails loses one epoch.
            send = { try? terminal.write($0) }
            endpoint = terminal
        }
    }

    /// Sends each epoch's `bytes` when its offset from now is reached, then calls `sent`
    /// with it (for the truth file), until the simulation ends.
    public func run(_ epochs: ReceiverSimulator, bytes: (SimulatedEpoch) -> [UInt8], sent: (SimulatedEpoch) -> Void = { _ in }) {
        let start = Self.wallClockMilliseconds()
        for epoch in epochs {
            Self.sleep(until: start + Int64((epoch.offset * 1000).rounded()))
            send(bytes(epoch))
            sent(epoch)
        }
    }

    /// Wall-clock milliseconds since the Unix epoch (`CLOCK_REALTIME`).
    public static func wallClockMilliseconds() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Int64(ts.tv_sec) * 1000 + Int64(ts.tv_nsec) / 1_000_000
    }

    /// Sleeps until a wall-clock time in milliseconds.
    private static func sleep(until target: Int64) {
        let wait = target - wallClockMilliseconds()
        guard wait > 0 else { return }
        var request = timespec(tv_sec: Int(wait / 1000), tv_nsec: Int(wait % 1000) * 1_000_000)
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
}
