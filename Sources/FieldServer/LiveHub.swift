import Foundation
import Output
import Positioning
import Receivers
import Synchronization

/// Hands every Server-Sent Event to every subscribed client, each through a bounded
/// buffer: a client that reads too slowly to keep up is dropped (its stream ends) instead
/// of letting the server's memory grow. It also keeps the latest epochs' accuracy for the
/// live chart and sends the satellites (`event: sky`) when they change.
final class LiveHub: Sendable {
    /// How many events a client may have waiting before it is dropped.
    let bufferLimit: Int
    /// The accuracy of the latest epochs.
    let history = FixHistory()
    /// Seconds after which an unchanged sky is sent again.
    static let skyRepeat = 5.0
    private let state = Mutex(State())
    private let sky = Mutex(SkyState())

    /// The last sky sent: its epoch, its satellites and when it went.
    private struct SkyState {
        var time: FixTime?
        var fix: Fix?
        var sentAt = -Double.infinity
    }

    private struct State {
        var clients: [UUID: AsyncStream<String>.Continuation] = [:]
        /// The latest status and capture events, sent first to a new client.
        var latest: [String: String] = [:]
        var closed = false
        var dropped = 0
    }

    /// A hub whose clients may fall `bufferLimit` events behind.
    init(bufferLimit: Int = 64) {
        self.bufferLimit = bufferLimit
    }

    /// A new client's events, starting with the latest of each kind; the stream ends when
    /// the client is dropped or the hub closes.
    func subscribe() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingOldest(bufferLimit))
        let id = UUID()
        let admitted = state.withLock { state -> Bool in
            guard !state.closed else { return false }
            state.clients[id] = continuation
            for event in state.latest.keys.sorted().compactMap({ state.latest[$0] }) { continuation.yield(event) }
            return true
        }
        if !admitted { continuation.finish() }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.clients.removeValue(forKey: id) }
        }
        return stream
    }

    /// Sends one event (`event: name`, `data: json`) to every client; `latestKey` keeps
    /// it as the latest of its kind for clients that join later.
    func publish(event name: String, data json: String, latestKey: String? = nil) {
        let text = "event: \(name)\ndata: \(json)\n\n"
        let slow = state.withLock { state -> [AsyncStream<String>.Continuation] in
            if let latestKey { state.latest[latestKey] = text }
            var slow: [AsyncStream<String>.Continuation] = []
            for (id, client) in state.clients {
                if case .dropped = client.yield(text) {
                    state.clients[id] = nil
                    state.dropped += 1
                    slow.append(client)
                }
            }
            return slow
        }
        for client in slow { client.finish() }
    }

    /// Keeps the epoch of a fix or no-fix status for the chart, and sends its satellites as
    /// `event: sky` (gpsd's SKY object) at most once per epoch: when they changed, or
    /// every ``skyRepeat`` seconds.
    func observe(_ status: LocationStatus) {
        guard status.state == .fix || status.state == .noFix, let update = status.update else { return }
        history.add(update)
        let fix = update.fix
        guard !fix.satellites.isEmpty || fix.satellitesInView != nil else { return }
        let now = history.now
        let due = sky.withLock { last -> Bool in
            if let time = fix.time, time == last.time { return false }
            let changed = last.fix.map { !Self.sameSky($0, fix) } ?? true
            guard changed || now - last.sentAt >= Self.skyRepeat else { return false }
            last = SkyState(time: fix.time, fix: fix, sentAt: now)
            return true
        }
        if due { publish(event: "sky", data: SKYEncoder.encode(fix), latestKey: "sky") }
    }

    /// Whether two fixes' SKY objects would say the same (their time aside).
    private static func sameSky(_ a: Fix, _ b: Fix) -> Bool {
        a.satellites == b.satellites && a.satellitesUsed == b.satellitesUsed && a.satellitesInView == b.satellitesInView
            && a.hdop == b.hdop && a.vdop == b.vdop && a.pdop == b.pdop
    }

    /// Ends every client's stream and refuses new ones (the server is stopping).
    func close() {
        let clients = state.withLock { state in
            state.closed = true
            defer { state.clients = [:] }
            return Array(state.clients.values)
        }
        for client in clients { client.finish() }
    }

    /// How many clients are subscribed.
    var clientCount: Int { state.withLock { $0.clients.count } }

    /// How many clients were dropped for reading too slowly.
    var droppedCount: Int { state.withLock { $0.dropped } }
}
