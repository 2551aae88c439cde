import FrontEnd
import Output
import Positioning
import Receivers

/// The one receiver every client shares: reads the ``LocationService``'s statuses, sends
/// each to the live stream as `live --json` writes it (a TPV object per fix, a STATUS
/// object per change of connection, both from Output's `LiveEncoder`, and a DROPPED object
/// when the server falls behind the source), and hands it to the capture desk.
struct ReceiverFeed: Sendable {
    let service: LocationService
    let hub: LiveHub
    let desk: CaptureDesk

    /// How often the capture desk hears the clock.
    static let tickInterval: Duration = .milliseconds(250)

    /// Runs until the source ends or the task is cancelled (which stops the source).
    func run() async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                while !Task.isCancelled {
                    try? await Task.sleep(for: Self.tickInterval)
                    desk.tick()
                }
            }
            group.addTask {
                var events = Events(source: service.source.name)
                for await status in service.statuses() {
                    for event in events.of(status) { hub.publish(event: event.name, data: event.data, latestKey: event.name) }
                    desk.observe(status)
                    hub.observe(status)
                }
            }
            await group.next()
            group.cancelAll()
        }
    }

    /// The live stream's events, status by status: the lines `fieldfix live --json` prints
    /// for it, a STATUS line as `event: status`, then a TPV line as `event: tpv`.
    struct Events {
        /// One Server-Sent Event: its name (also the kind a new client gets the latest of) and its data.
        struct Event: Hashable {
            let name: String
            let data: String
        }

        private var encoder: LiveEncoder
        private var drops = DropReport()
        private let source: String

        /// The events of `source`'s statuses.
        init(source: String) {
            self.source = source
            encoder = LiveEncoder(json: true, colored: false, source: source)
        }

        /// The events `status` sends, in order; a new fix also goes into the motion judgement.
        /// Statuses the server fell behind on are told as a `dropped` event first
        /// (``DropReport``: at 1, 10, 100... of them).
        mutating func of(_ status: LocationStatus) -> [Event] {
            let dropped = drops.count(for: status).map { Event(name: "dropped", data: DropReport.json($0, source: source)) }
            let lines = encoder.encode(status)
            return [dropped, lines.statusLine.map { Event(name: "status", data: $0) }, lines.fixLine.map { Event(name: "tpv", data: $0) }]
                .compactMap { $0 }
        }
    }
}
