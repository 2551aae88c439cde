import Positioning
import TextEncoding

/// A corrections link as a pure state machine: it is told what the connection did and what
/// time it is, and answers with ``NTRIPAction``s (connect, send, deliver, report). The edge
/// (Receivers' `CorrectionsRelay`) does the I/O; tests drive it with instants of their own.
///
/// ```
/// connecting ─► waiting ─► streaming ─► stalled ─► backoff ─► connecting ...
///      │            │           └── closed by caster ──►┘
///      └─ unreachable / 401 / sourcetable / other ─────►┘        stop() ─► closed
/// ```
/// Each change of state reports one ``NTRIPStatus``.
public struct NTRIPSession<Generator: RandomNumberGenerator> {
    public private(set) var state: NTRIPState?
    /// The version the next request uses (a `raw` link: `nil`).
    public private(set) var version: NTRIPVersion?
    /// Bytes of corrections delivered over the session's life.
    public private(set) var deliveredBytes = 0

    private var settings: NTRIPSettings
    private var generator: Generator
    private var reader = NTRIPReplyReader()
    private var lastData = Instant(seconds: 0)
    private var lastPosition: Instant?
    private var retryAt = Instant(seconds: 0)
    private var gotReplyOnThisConnection = false

    /// A session for `settings`, drawing its backoff jitter from `generator` (seeded in tests).
    public init(settings: NTRIPSettings, generator: Generator) {
        self.settings = settings
        self.generator = generator
        if case let .ntrip(_, forced) = settings.link { version = forced ?? .v2 }
    }

    /// Starts the first connection.
    public mutating func start(at now: Instant) -> [NTRIPAction] { connect(at: now) }

    /// The connection is open: the request goes out, and the position right after it.
    public mutating func connected(at now: Instant) -> [NTRIPAction] {
        guard state == .connecting else { return [] }
        lastData = now
        reader = NTRIPReplyReader()
        gotReplyOnThisConnection = false
        switch settings.link {
        case let .ntrip(endpoint, _):
            let version = version ?? .v2
            var actions = enter(.waiting, message: "connected to \(endpoint.host):\(endpoint.port), waiting for the caster's reply (\(version))", at: now)
            actions.append(.send(NTRIPRequest.bytes(for: endpoint, version: version, agentVersion: settings.agentVersion)))
            actions += positionUpload(at: now)
            return actions
        case .raw:
            settings.backoff.reset()
            return enter(.streaming, message: "streaming corrections from \(settings.target)", at: now) + positionUpload(at: now)
        }
    }

    /// The connection could not be opened (`detail`: the system's words).
    public mutating func connectionFailed(_ detail: String, at now: Instant) -> [NTRIPAction] {
        guard state == .connecting else { return [] }
        return backOff(.unreachable, "caster unreachable (\(settings.target)): \(detail)", at: now)
    }

    /// Bytes arrived from the caster.
    public mutating func received(_ bytes: some Collection<UInt8>, at now: Instant) -> [NTRIPAction] {
        guard state == .waiting || state == .streaming else { return [] }
        guard case .ntrip = settings.link else { return deliver(Array(bytes), at: now) }
        let output: NTRIPReplyReader.Output
        do {
            output = try reader.feed(bytes)
        } catch {
            return [.disconnect] + backOff(.malformedReply, error.message, at: now)
        }
        var actions: [NTRIPAction] = []
        if let reply = output.reply {
            gotReplyOnThisConnection = true
            switch reply {
            case let .stream(answered):
                // A caster that answers ICY to a version 2 request is a version 1 caster.
                if answered == .v1 { version = .v1 }
                settings.backoff.reset()
                actions += enter(.streaming, message: "streaming corrections from \(settings.target) (\(answered))", at: now)
            case .sourcetable, .notFound:
                let how = reply == .notFound ? "(404 Not Found)" : "(it answered with its sourcetable)"
                return [.disconnect] + backOff(.noMountpoint, "no mountpoint '\(mountpoint)' on the caster \(how)", at: now, atMost: true)
            case .unauthorized:
                let words = hasCredentials ? "the caster refused the credentials" : "the caster wants credentials and none were given"
                return [.disconnect] + backOff(.unauthorized, "\(words) (401 Unauthorized)", at: now, atMost: true)
            case let .refused(status, reason):
                return [.disconnect] + backOff(.refused, "the caster answered \(status) \(reason)", at: now)
            }
        }
        if !output.data.isEmpty { actions += deliver(output.data, at: now) }
        return actions
    }

    /// The caster closed the connection (`detail`: why, when the read failed).
    public mutating func closedByPeer(_ detail: String? = nil, at now: Instant) -> [NTRIPAction] {
        guard state == .waiting || state == .streaming else { return [] }
        var message = "the caster closed the stream" + (detail.map { ": \($0)" } ?? "")
        if state == .waiting, !gotReplyOnThisConnection, case .ntrip(_, nil) = settings.link, version == .v2 {
            version = .v1
            message = "the caster closed the connection without a reply to an NTRIP 2.0 request: trying NTRIP 1.0"
        }
        return backOff(.streamClosed, message, at: now)
    }

    /// The time: stalls, the GGA interval and the end of a backoff happen here.
    public mutating func tick(at now: Instant) -> [NTRIPAction] {
        switch state {
        case .waiting, .streaming:
            let silent = now.seconds(since: lastData)
            if silent >= settings.stallTimeout {
                let what = state == .waiting ? "no reply from the caster" : "no corrections"
                var actions = enter(.stalled, problem: .stalled, message: "stalled: \(what) for \(Self.seconds(silent)) s", at: now)
                actions.append(.disconnect)
                return actions + backOff(.stalled, "stalled", at: now)
            }
            if let interval = settings.positionInterval, let last = lastPosition, now.seconds(since: last) >= interval {
                lastPosition = now
                return [.sendPosition]
            }
            return []
        case .backoff:
            return now >= retryAt ? connect(at: now) : []
        case .connecting, .stalled, .closed, nil:
            return []
        }
    }

    /// Stops: the connection is closed and nothing follows.
    public mutating func stop(at now: Instant, message: String = "closed") -> [NTRIPAction] {
        guard state != .closed else { return [] }
        return [.disconnect] + enter(.closed, message: message, at: now)
    }

    /// When the next ``tick(at:)`` may change something (the edge may sleep until then).
    public var nextDeadline: Instant? {
        switch state {
        case .backoff: return retryAt
        case .waiting, .streaming:
            let stall = lastData.advanced(by: settings.stallTimeout)
            guard let interval = settings.positionInterval, let last = lastPosition else { return stall }
            return min(stall, last.advanced(by: interval))
        default: return nil
        }
    }

    private var mountpoint: String {
        if case let .ntrip(endpoint, _) = settings.link { return endpoint.mountpoint }
        return ""
    }

    private var hasCredentials: Bool {
        if case let .ntrip(endpoint, _) = settings.link { return endpoint.credentials != nil }
        return false
    }

    private mutating func connect(at now: Instant) -> [NTRIPAction] {
        let (host, port): (String, Int)
        var words = "connecting to \(settings.target)"
        switch settings.link {
        case let .ntrip(endpoint, _):
            (host, port) = (endpoint.host, endpoint.port)
            if let version { words += " (\(version))" }
        case let .raw(rawHost, rawPort):
            (host, port) = (rawHost, rawPort)
        }
        return enter(.connecting, message: words, at: now) + [.connect(host: host, port: port)]
    }

    private mutating func deliver(_ bytes: [UInt8], at now: Instant) -> [NTRIPAction] {
        guard !bytes.isEmpty else { return [] }
        lastData = now
        deliveredBytes += bytes.count
        return [.deliver(bytes)]
    }

    private mutating func positionUpload(at now: Instant) -> [NTRIPAction] {
        guard settings.positionInterval != nil else { return [] }
        lastPosition = now
        return [.sendPosition]
    }

    private mutating func backOff(_ problem: NTRIPProblem, _ message: String, at now: Instant, atMost: Bool = false) -> [NTRIPAction] {
        let delay = settings.backoff.nextDelay(unit: Double.random(in: 0..<1, using: &generator), atMost: atMost)
        retryAt = now.advanced(by: delay)
        let words = (problem == .stalled ? "" : message + "; ") + "reconnecting in \(Self.seconds(delay)) s"
        return enter(.backoff, problem: problem, message: words, retryIn: delay, at: now)
    }

    private mutating func enter(_ next: NTRIPState, problem: NTRIPProblem? = nil, message: String, retryIn: Double? = nil,
                                at now: Instant) -> [NTRIPAction] {
        state = next
        return [.report(NTRIPStatus(state: next, problem: problem, message: message, retryIn: retryIn))]
    }

    /// Seconds with one decimal, for messages.
    private static func seconds(_ value: Double) -> String { DecimalText.string(value, places: 1, style: .fixed) }
}
