import CGPSShim
import Positioning
import Receivers

/// Fixes from gpsd, read through libgps on a dedicated thread.
///
/// TPV, SKY and GST reports become the same ``Positioning/Fix`` as the NMEA path. When gpsd
/// cannot be reached at the start, the run fails at once with a message saying what to
/// check; once connected, a lost connection is reported and retried with backoff (0.5 s
/// doubling to 8 s), and a device that gpsd reports closed is reported, not fatal.
public struct GPSDSource: FixSource {
    /// gpsd's host name or address.
    public let host: String
    /// gpsd's TCP port.
    public let port: Int
    /// How long the line may stay quiet before the held epoch is emitted, seconds.
    public let flushDelay: Double

    /// A source for gpsd at `host:port` (gpsd's default port is 2947).
    public init(host: String = "localhost", port: Int = 2947, flushDelay: Double = 0.2) {
        self.host = host
        self.port = port
        self.flushDelay = flushDelay
    }

    public var name: String { SourceURL.gpsd(host: host, port: port).description }

    public func start() -> SourceRun {
        SourceRun(name: "fieldfix.gpsd") { context in run(context) }
    }

    private func run(_ context: SourceRun.Context) {
        var everConnected = false
        var backoff = 0.5
        while !context.isStopRequested {
            context.emit(.connecting)
            var error: Int32 = 0
            guard let session = CGPSShim_open(host, String(port), &error) else {
                let failure = unreachable(error)
                if !everConnected {
                    context.emit(.failed(failure))
                    return
                }
                guard context.sleep(seconds: backoff) else { return }
                backoff = min(backoff * 2, 8)
                continue
            }
            defer { CGPSShim_close(session) }
            guard CGPSShim_watch(session) == 0 else {
                context.emit(.disconnected(SourceError(.connectionFailed, source: name, detail: "gpsd refused the WATCH request")))
                guard context.sleep(seconds: backoff) else { return }
                continue
            }
            everConnected = true
            backoff = 0.5
            context.emit(.connected(to: name))
            read(session, context)
        }
    }

    /// Reads reports until the connection closes or a stop is requested.
    private func read(_ session: UnsafeMutablePointer<CGPSShim_Session>, _ context: SourceRun.Context) {
        var merger = GPSDEpochMerger()
        var quietTime = 0.0
        var deviceLost = false
        var report = CGPSShim_Report()
        while !context.isStopRequested {
            guard CGPSShim_waiting(session, Int32(SourceRun.pollInterval * 1_000_000)) != 0 else {
                quietTime += SourceRun.pollInterval
                if quietTime >= flushDelay, let fix = merger.flush() { context.emit(.fix(fix)) }
                continue
            }
            quietTime = 0
            guard CGPSShim_read(session, &report) >= 0 else {
                if let fix = merger.flush() { context.emit(.fix(fix)) }
                context.emit(.disconnected(SourceError(.closed, source: name, detail: "gpsd closed the connection")))
                return
            }
            for message in GPSDMessage.messages(in: report) {
                if case let .device(active) = message, active == deviceLost {
                    deviceLost = !active
                    context.emit(deviceLost
                        ? .disconnected(SourceError(.deviceLost, source: name, detail: "gpsd's receiver went away"))
                        : .connected(to: name))
                }
                if let fix = merger.receive(message) { context.emit(.fix(fix)) }
            }
        }
    }

    /// The error for a failed `gps_open`, saying what to check.
    private func unreachable(_ code: Int32) -> SourceError {
        let reason = String(cString: CGPSShim_errorString(code))
        return SourceError(
            .connectionFailed, source: name,
            detail: "cannot reach gpsd at \(host):\(port) (\(reason)); is gpsd running (systemctl status gpsd) "
                + "and listening on that host and port?")
    }
}
