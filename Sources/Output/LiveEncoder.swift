import Positioning
import Receivers

/// What a live source's statuses print, as `fieldfix live` prints them: for a fix (or a
/// fix gone stale), a TPV JSON line or a line for people with the motion judged over the
/// recent fixes; for a connection change, a note for people and, in JSON, a
/// `"class":"STATUS"` line. The server's live stream sends the JSON lines of the same
/// encoder, each as its kind of event.
public struct LiveEncoder {
    /// What one status prints.
    public struct Lines: Hashable, Sendable {
        /// A note for people (standard error), for a connection change.
        public var note: String?
        /// The connection change's `"class":"STATUS"` line, in JSON.
        public var statusLine: String?
        /// The fix's line: its TPV object in JSON, else its line for people.
        public var fixLine: String?
        /// Whether the status was a new fix (not a stale one), for counting.
        public var isFix = false

        /// Lines for the output, without their newline: the status line, then the fix's.
        public var lines: [String] { [statusLine, fixLine].compactMap { $0 } }
    }

    /// Whether lines are JSON.
    public let json: Bool
    /// The source's name in notes and STATUS lines.
    public let source: String
    private let formatter: LocationLineFormatter
    private var detector = MotionDetector()

    /// Creates an encoder of `source`'s statuses, in JSON with `json`, coloured with `colored`.
    public init(json: Bool, colored: Bool, source: String) {
        self.json = json
        self.source = source
        formatter = LocationLineFormatter(colored: colored)
    }

    /// What `status` prints; a new fix also goes into the motion judgement.
    public mutating func encode(_ status: LocationStatus) -> Lines {
        var result = Lines()
        let state = status.state
        if state != .fix && state != .noFix {
            if state != .ended || status.error == nil { result.note = status.note(source: source) }
            if json { result.statusLine = status.statusJSON(source: source) }
        }
        if let update = status.update, state == .fix || state == .noFix || state == .stale {
            if state != .stale { detector.observe(update) }
            result.fixLine = json
                ? TPVEncoder.encode(update, motion: detector.motion)
                : formatter.format(update, motion: detector.motion, speed: detector.speed)
            result.isFix = state != .stale
        }
        return result
    }
}
