import Positioning
import Receivers

/// Reading a running source in tests.
enum SourceEvents {
    /// Events until `stop` says so or the run ends; then stops the run (closing its device).
    static func collect(_ run: SourceRun, until stop: (SourceEvent) -> Bool = { _ in false }) async -> [SourceEvent] {
        var events: [SourceEvent] = []
        for await event in run.events {
            events.append(event)
            if stop(event) { break }
        }
        await run.stop()
        return events
    }

    /// The fixes among `events`.
    static func fixes(_ events: [SourceEvent]) -> [Fix] {
        events.compactMap { if case let .fix(fix) = $0 { return fix } else { return nil } }
    }

    /// Whether an event is a disconnection.
    static func isDisconnect(_ event: SourceEvent) -> Bool {
        if case .disconnected = event { return true } else { return false }
    }
}
