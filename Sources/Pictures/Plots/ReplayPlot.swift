import Geodesy
import Positioning

/// What a replay's plot collects while the log is replayed (`fieldfix replay --plot`), and
/// the pictures it draws at the end: the accuracy timeline, and a scatter when the receiver stood still.
///
/// The receiver *stood still* when ``MotionDetector`` (the detector `live` uses, with its
/// documented defaults) judged no fix of the log moving and at least two fixes have a
/// position and an accuracy: every displacement stayed within the fixes' combined accuracy
/// or under 0.5 m/s. Only then does a scatter of positions about their mean say something
/// about the receiver rather than the walk.
public struct ReplayPlot {
    private let title: String
    private var samples: [TimelineSample] = []
    private var captures: [Double] = []
    private var positions: [(latitude: Double, longitude: Double, accuracy: Double)] = []
    private var motion = MotionDetector()
    private var moved = false
    private var clock = FixClock()

    /// Creates an empty plot whose pictures carry `title`.
    public init(title: String) {
        self.title = title
    }

    /// Records one update of the replay.
    public mutating func add(_ update: LocationUpdate) {
        guard let seconds = clock.seconds(update.fix.time) else { return }
        samples.append(TimelineSample(seconds: seconds, accuracy: update.horizontalAccuracy?.meters,
                                      mode: update.fix.mode, satellitesUsed: update.fix.satellitesUsed))
        if motion.observe(update) == .moving { moved = true }
        if let latitude = update.fix.latitude, let longitude = update.fix.longitude, let accuracy = update.horizontalAccuracy?.meters {
            positions.append((latitude, longitude, accuracy))
        }
    }

    /// Marks a capture at an update's time.
    public mutating func capture(at update: LocationUpdate) {
        if let seconds = clock.seconds(update.fix.time) { captures.append(seconds) }
    }

    /// Whether the receiver stood still over the whole log (see the type's description).
    public var stoodStill: Bool { !moved && positions.count >= 2 }

    /// Draws the pictures as one SVG document: the timeline with the capture gate at `gate`
    /// metres, and the scatter when the receiver stood still.
    public func svg(gate: Double, confidence: Confidence) -> String {
        let timeline = AccuracyTimeline(samples: samples, captures: captures, gate: gate, confidence: confidence, title: title)
        var scatter: AccuracyScatter?
        if stoodStill, let first = positions.first {
            let frame = LocalFrame(latitude: first.latitude, longitude: first.longitude)
            let points = positions.map { frame.offset(latitude: $0.latitude, longitude: $0.longitude) }
            let accuracies = positions.map(\.accuracy).sorted()
            scatter = AccuracyScatter(
                points: points.map { ScatterPoint(east: $0.east, north: $0.north) }, centre: .mean,
                accuracy: accuracies[accuracies.count / 2], confidence: confidence,
                accuracyLabel: "median reported accuracy", title: title + ": the receiver stood still")
        }
        return PictureSheet(timeline: timeline, scatter: scatter).svg()
    }
}

/// Seconds of fix times since the first one, past midnight included when fixes have only a
/// time of day.
struct FixClock {
    private var first: Int64?

    /// Seconds since the first time given, or `nil` for a fix without a time.
    mutating func seconds(_ time: FixTime?) -> Double? {
        guard let time else { return nil }
        var now = time.unixMilliseconds ?? Int64(time.millisecondOfDay)
        let start = first ?? now
        first = start
        if time.unixMilliseconds == nil, now < start { now += 86_400_000 }
        return Double(now - start) / 1000
    }
}
