import Output
import Positioning
import Receivers

/// The one receiver every client shares: reads the ``LocationService``'s statuses, sends
/// each to the live stream as `live --json` writes it (a TPV object per fix, a STATUS
/// object per change of connection), and hands it to the capture desk.
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
                var detector = MotionDetector()
                for await status in service.statuses() {
                    publish(status, detector: &detector)
                    desk.observe(status)
                    hub.observe(status)
                }
            }
            await group.next()
            group.cancelAll()
        }
    }

    /// Sends one status to the live clients, as `fieldfix live --json` prints it.
    private func publish(_ status: LocationStatus, detector: inout MotionDetector) {
        if status.state != .fix && status.state != .noFix {
            let json = StatusEncoder.encode(state: status.state.rawValue, source: service.source.name,
                                            reason: status.error?.detail, age: status.state == .stale ? status.age : nil)
            hub.publish(event: "status", data: json, latestKey: "status")
        }
        if let update = status.update, status.state == .fix || status.state == .noFix || status.state == .stale {
            if status.state != .stale { _ = detector.observe(update) }
            hub.publish(event: "tpv", data: TPVEncoder.encode(update, motion: detector.motion), latestKey: "tpv")
        }
    }
}
