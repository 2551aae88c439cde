import CGPSShim
import Glibc
import NMEA
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
    /// The longest the first connection attempt waits, seconds.
    public let connectTimeout: Double
    /// Whether gpsd relays the device's own packets, read by FieldFix's own pipeline
    /// (see ``GPSDStream``); without, fixes come from gpsd's reports alone.
    public let readsDevicePackets: Bool
    /// How the relayed packets are read: whether fixes list their satellites in view.
    public let options: ParseOptions

    /// A source for gpsd at `host:port` (gpsd's default port is 2947).
    public init(
        host: String = "localhost", port: Int = 2947, flushDelay: Double = 0.2, connectTimeout: Double = 3,
        readsDevicePackets: Bool = true, options: ParseOptions = ParseOptions()
    ) {
        self.readsDevicePackets = readsDevicePackets
        self.options = options
        self.host = host
        self.port = port
        self.flushDelay = flushDelay
        self.connectTimeout = connectTimeout
    }

    public var name: String { SourceURL.gpsd(host: host, port: port).description }

    public func start() -> SourceRun {
        SourceRun(name: "fieldfix.gpsd") { context in run(context) }
    }

    private func run(_ context: SourceRun.Context) {
        context.emit(.connecting)
        // libgps connects without a time limit: try first with one, so that an unreachable
        // host fails within seconds rather than after the system's TCP retries.
        do {
            _ = try TCPConnector.connect(host: host, port: port, timeout: connectTimeout, source: name)
        } catch {
            context.emit(.failed(unreachable(error.detail)))
            return
        }
        // gpsd counts as reached once it has answered; until then a failure is final.
        var everConnected = false
        var backoff = 0.5
        while !context.isStopRequested {
            var error: Int32 = 0
            if let session = CGPSShim_open(host, String(port), &error) {
                defer { CGPSShim_close(session) }
                if CGPSShim_watch(session, readsDevicePackets ? 1 : 0) == 0, read(session, context) {
                    everConnected = true
                    backoff = 0.5
                } else if !everConnected {
                    context.emit(.failed(unreachable("no gpsd answered there")))
                    return
                }
            } else if !everConnected {
                context.emit(.failed(unreachable(String(cString: CGPSShim_errorString(error)))))
                return
            }
            guard context.sleep(seconds: backoff) else { return }
            backoff = min(backoff * 2, 8)
            context.emit(.connecting)
        }
    }

    /// Reads reports until the connection closes or a stop is requested; returns whether
    /// gpsd answered (then it has reported ``SourceEvent/connected(to:)`` and, at the end,
    /// ``SourceEvent/disconnected(_:)``).
    ///
    /// gpsd reports its device closed (the receiver unplugged, or the end of gpsfake's
    /// log) and often closes the connection right after: the loss is reported once the
    /// line stayed quiet for ``deviceLossGrace`` seconds, or together with the closing, as
    /// one event.
    private func read(_ session: UnsafeMutablePointer<CGPSShim_Session>, _ context: SourceRun.Context) -> Bool {
        var stream = GPSDStream(options: options)
        var quietTime = 0.0
        var answered = false
        var deviceLost = false
        var lossUnreported: ContinuousClock.Instant?
        var report = CGPSShim_Report()
        let emit = { (fix: Fix) in context.emit(.fix(fix)) }
        // Whatever the server sends, it must prove it is gpsd within the connect timeout.
        let answerDeadline = ContinuousClock.now + .seconds(connectTimeout)
        while !context.isStopRequested {
            if !answered && ContinuousClock.now >= answerDeadline { return false }
            guard CGPSShim_waiting(session, Int32(SourceRun.pollInterval * 1_000_000)) != 0 else {
                quietTime += SourceRun.pollInterval
                if quietTime >= flushDelay { stream.flushReports(emit: emit) }
                if let since = lossUnreported, ContinuousClock.now - since >= .seconds(Self.deviceLossGrace) {
                    lossUnreported = nil
                    context.emit(.disconnected(SourceError(.deviceLost, source: name, detail: "gpsd's receiver went away")))
                }
                continue
            }
            quietTime = 0
            guard CGPSShim_read(session, &report) >= 0 else {
                guard answered else { return false }
                stream.finish(emit: emit)
                let detail = lossUnreported != nil
                    ? "gpsd's receiver went away and gpsd closed the connection" : "gpsd closed the connection"
                context.emit(.disconnected(SourceError(.closed, source: name, detail: detail)))
                return true
            }
            // Only gpsd's own messages (its VERSION greeting first) prove that this is gpsd;
            // any other line is taken for a relayed packet only after that.
            let relayed = report.kinds & UInt32(CGPSSHIM_RELAYED) != 0
            if !answered && report.kinds != 0 && !relayed {
                answered = true
                context.emit(.connected(to: name))
            }
            if relayed {
                guard answered else { continue }
                let text = CGPSShim_message(session)!
                stream.relayed(line: UnsafeRawBufferPointer(start: text, count: strlen(text)), emit: emit)
                continue
            }
            for message in GPSDMessage.messages(in: report) {
                if case let .device(active) = message, active == deviceLost {
                    deviceLost = !active
                    if deviceLost {
                        stream.finish(emit: emit)
                        lossUnreported = .now
                    } else if lossUnreported != nil {
                        lossUnreported = nil
                    } else {
                        context.emit(.connected(to: name))
                    }
                }
                stream.receive(message, emit: emit)
            }
        }
        return answered
    }

    /// How long gpsd may take to close the connection after its device went away before
    /// the loss is reported on its own, seconds.
    static let deviceLossGrace = 1.0

    /// The error for gpsd that cannot be reached, saying what to check.
    private func unreachable(_ reason: String) -> SourceError {
        SourceError(
            .connectionFailed, source: name,
            detail: "cannot reach gpsd at \(host):\(port) (\(reason)); is gpsd running (systemctl status gpsd) "
                + "and listening on that host and port?")
    }
}
