import Output
import Capture
import FieldStore
import Positioning
import Receivers
import Synchronization
import TextEncoding

/// The receiver's one capture at a time: owns the ``CaptureSession`` state machine, feeds
/// it the live fixes and clock ticks, performs its effects, and tells every live client
/// how it stands. The gate decides here, on the server: a client can only ask.
final class CaptureDesk: Sendable {
    /// A capture in progress or just ended.
    struct Capture: Sendable {
        var id: Int
        var kind: CaptureRequest.RecordKind
        /// Assesses fixes under this capture's gate and confidence.
        var engine: AccuracyEngine
        var session: CaptureSession
        /// The last fix heard: the record keeps its geoid separation.
        var lastUpdate: LocationUpdate?
        /// A save is writing the record.
        var saving = false
        /// Why the last request or fix was refused, for people.
        var refusal: String?
        /// The saved record's id.
        var recordID: Int64?
    }

    /// The capture, and the last id given.
    private struct Slot {
        var current: Capture?
        var lastID = 0
    }

    private let state = Mutex(Slot())
    private let hub: LiveHub
    private let defaultEngine: AccuracyEngine
    private let clock: any MonotonicClock

    /// A desk that reports to `hub`, assesses under `engine` unless a capture asks otherwise,
    /// and times its captures by `clock`.
    init(hub: LiveHub, engine: AccuracyEngine, clock: any MonotonicClock = SystemClock()) {
        self.hub = hub
        defaultEngine = engine
        self.clock = clock
    }

    /// Starts a capture.
    ///
    /// - Returns: the capture's status as JSON.
    /// - Throws: ``APIError``: 400 for a bad request, 409 while another capture is under way.
    func start(_ request: CaptureRequest) throws(APIError) -> String {
        let (configuration, engine) = try request.session(defaultEngine: defaultEngine)
        let now = clock.now()
        let json = try state.withLock { state throws(APIError) -> String in
            if let current = state.current, !current.session.state.phase.isFinal {
                throw APIError(.conflict, "captureBusy",
                               "capture \(current.id) (\(current.kind.rawValue)) is \(current.session.state.phase): "
                                + "save or cancel it first (one capture at a time per receiver)")
            }
            state.lastID += 1
            var capture = Capture(id: state.lastID, kind: request.kind, engine: engine,
                                  session: CaptureSession(configuration: configuration))
            _ = capture.session.handle(.start(now: now))
            state.current = capture
            return Self.json(capture)
        }
        publish(json)
        return json
    }

    /// The current (or last) capture's status, or `nil` when there was none.
    var status: String? { state.withLock { $0.current.map(Self.json) } }

    /// Takes a status from the receiver: a fix is assessed under the capture's gate and
    /// handed to the session; an ended source cancels it.
    func observe(_ status: LocationStatus) {
        let now = clock.now()
        let json = state.withLock { state -> String? in
            guard var capture = state.current, !capture.session.state.phase.isFinal, !capture.saving else { return nil }
            switch status.state {
            case .fix, .noFix:
                guard let update = status.update else { return nil }
                let assessed = capture.engine.assess(update.fix, age: status.age ?? 0)
                capture.lastUpdate = assessed
                apply(capture.session.handle(.fix(assessed, now: now)), to: &capture)
            case .ended:
                apply(capture.session.handle(.cancel), to: &capture)
                capture.refusal = "the receiver's source ended" + (status.error.map { ": \($0.detail)" } ?? "")
            case .connecting, .connected, .stale, .disconnected:
                return nil
            }
            state.current = capture
            return Self.json(capture)
        }
        if let json { publish(json) }
    }

    /// Lets time pass: a capture may time out, a ready one go back to acquiring.
    func tick() {
        let now = clock.now()
        let json = state.withLock { state -> String? in
            guard var capture = state.current, !capture.session.state.phase.isFinal, !capture.saving else { return nil }
            let before = capture.session.state.phase
            apply(capture.session.handle(.tick(now: now)), to: &capture)
            state.current = capture
            return capture.session.state.phase == before ? nil : Self.json(capture)
        }
        if let json { publish(json) }
    }

    /// Freezes the location now (a capture started with `"auto": false`).
    ///
    /// - Throws: ``APIError`` (409) with the gate's reason when the latest fix does not
    ///   pass, or when there is no capture in a phase that can freeze.
    func freeze() throws(APIError) -> String {
        let now = clock.now()
        let json = try change { capture throws(APIError) in
            let effects = capture.session.handle(.capture(now: now))
            apply(effects, to: &capture)
            for case let .refused(refusal) in effects {
                throw APIError(.conflict, "notReady", refusal.description)
            }
        }
        return json
    }

    /// Cancels the capture; nothing is saved.
    func cancel() throws(APIError) -> String {
        try change { capture throws(APIError) in
            guard !capture.saving else { throw APIError(.conflict, "saving", "capture \(capture.id) is being saved") }
            apply(capture.session.handle(.cancel), to: &capture)
        }
    }

    /// Saves the frozen location with `save`, which writes the record.
    ///
    /// Only one save runs for a capture; the session moves to `saved` once `save` returned.
    /// - Throws: ``APIError`` (409) unless the capture is frozen and of `kind`, or what
    ///   `save` throws; the capture then stays frozen, to be saved again.
    func save<R>(_ kind: CaptureRequest.RecordKind,
                 _ body: (CapturedLocation, LocationUpdate?) async throws -> (R, Int64)) async throws -> R {
        let (location, update) = try state.withLock { state throws(APIError) -> (CapturedLocation, LocationUpdate?) in
            guard var capture = state.current else { throw Self.noCapture }
            guard case let .frozen(location) = capture.session.state, !capture.saving else {
                throw APIError(.conflict, "notFrozen", "capture \(capture.id) is \(capture.saving ? "being saved" : capture.session.state.phase.description), "
                    + "not frozen: only a frozen location can be saved")
            }
            guard capture.kind == kind else {
                throw APIError(.conflict, "wrongKind", "capture \(capture.id) is for a \(capture.kind.rawValue), not a \(kind.rawValue)")
            }
            capture.saving = true
            state.current = capture
            return (location, capture.lastUpdate)
        }
        do {
            let (record, id) = try await body(location, update)
            let json = state.withLock { state -> String? in
                guard var capture = state.current else { return nil }
                capture.saving = false
                capture.recordID = id
                apply(capture.session.handle(.save), to: &capture)
                state.current = capture
                return Self.json(capture)
            }
            if let json { publish(json) }
            return record
        } catch {
            state.withLock { $0.current?.saving = false }
            throw error
        }
    }

    /// Whether a save is writing a record now.
    var isSaving: Bool { state.withLock { $0.current?.saving ?? false } }

    private static let noCapture = APIError(.notFound, "noCapture", "no capture is under way: start one with POST /api/captures")

    /// Applies `body` to the current capture under the lock and publishes its new status.
    private func change(_ body: (inout Capture) throws(APIError) -> Void) throws(APIError) -> String {
        var failure: APIError?
        let json = try state.withLock { state throws(APIError) -> String in
            guard var capture = state.current, !capture.session.state.phase.isFinal else { throw Self.noCapture }
            do throws(APIError) { try body(&capture) } catch { failure = error }
            state.current = capture
            return Self.json(capture)
        }
        publish(json)
        if let failure { throw failure }
        return json
    }

    /// Keeps what the session's effects say people should know.
    private func apply(_ effects: [CaptureSession.Effect], to capture: inout Capture) {
        for effect in effects {
            switch effect {
            case let .refused(refusal): capture.refusal = refusal.description
            case let .skipped(reason): capture.refusal = "fix skipped: \(reason)"
            case .timedOut: capture.refusal = "timed out after \(capture.session.configuration.timeout ?? 0) s without a capture"
            case .entered(.frozen): capture.refusal = nil
            case .entered, .persist, .stop: continue
            }
        }
    }

    private func publish(_ json: String) {
        hub.publish(event: "capture", data: json, latestKey: "capture")
    }

    /// A capture's status: `{"class":"CAPTURE_STATUS","id":1,"kind":"tree","phase":"averaging",
    /// "samples":2,"goal":5,"scatter":0.412,"scatterText":"0.4 m","captureAllowed":true,
    /// "fix":{TPV},"location":{CAPTURE}}`. The fix and the location are the `live --json` and
    /// `capture --json` objects; the scatter, from two samples on, is the averaged location's
    /// (``AveragedPosition/scatter``), said as the capture says it (``CaptureText/meters(_:)``).
    static func json(_ capture: Capture) -> String {
        var json = JSONWriter(capacity: 2048)
        json.beginObject()
        json.field("class", "CAPTURE_STATUS")
        json.field("id", capture.id)
        json.field("kind", capture.kind.rawValue)
        json.field("phase", capture.session.state.phase.rawValue)
        if case let .count(goal) = capture.session.configuration.averaging { json.field("goal", goal) }
        if case let .averaging(averager) = capture.session.state {
            json.field("samples", averager.count)
            if averager.count >= 2, let average = averager.average {
                json.field("scatter", average.scatter, places: Precision.meters)
                json.field("scatterText", CaptureText.meters(average.scatter))
            }
        }
        if let update = capture.lastUpdate {
            json.field("captureAllowed", update.verdict.isAllowed)
            if let refusal = update.verdict.refusal { json.field("captureBlockedReason") { refusal.write(to: &$0) } }
        }
        json.field("message", capture.refusal)
        json.field("recordId", capture.recordID.map(Int.init))
        if let update = capture.lastUpdate {
            json.key("fix")
            TPVEncoder.write(update, motion: nil, to: &json)
        }
        switch capture.session.state {
        case let .frozen(location), let .saved(location):
            json.key("location")
            CaptureEncoder.write(location, to: &json)
        case .idle, .acquiring, .ready, .averaging, .cancelled, .timedOut: break
        }
        json.endObject()
        return json.text
    }
}
