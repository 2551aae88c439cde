import Output
import Positioning
import Receivers
import TextEncoding

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
    /// The latest fix's line, written in place: a TPV object in JSON, else a line for
    /// people (the buffers are reused, so that a fix's line allocates nothing).
    private var jsonLine = JSONWriter(capacity: 1024)
    private var textLine = TextBuffer(capacity: 256)

    /// Creates an encoder of `source`'s statuses, in JSON with `json`, coloured with `colored`.
    public init(json: Bool, colored: Bool, source: String) {
        self.json = json
        self.source = source
        formatter = LocationLineFormatter(colored: colored)
    }

    /// What `status` prints; a new fix also goes into the motion judgement.
    public mutating func encode(_ status: LocationStatus) -> Lines {
        var result = connectionLines(status)
        if let isFix = writeFixLine(status) {
            result.fixLine = withFixLine { String(decoding: $0, as: UTF8.self) }
            result.isFix = isFix
        }
        return result
    }

    /// The note and the STATUS line of a connection change; nothing for a fix.
    func connectionLines(_ status: LocationStatus) -> Lines {
        var result = Lines()
        let state = status.state
        guard state != .fix && state != .noFix else { return result }
        if state != .ended || status.error == nil { result.note = status.note(source: source) }
        if json { result.statusLine = status.statusJSON(source: source) }
        return result
    }

    /// Writes the line of `status`'s fix (or stale fix) in place, judging a new fix's
    /// motion first; returns whether it was a new fix, or `nil` when `status` has no fix line.
    mutating func writeFixLine(_ status: LocationStatus) -> Bool? {
        let state = status.state
        guard let update = status.update, state == .fix || state == .noFix || state == .stale else { return nil }
        if state != .stale { detector.observe(update) }
        if json {
            jsonLine.removeAll()
            TPVEncoder.write(update, motion: detector.motion, to: &jsonLine)
        } else {
            textLine.removeAll()
            formatter.write(update, motion: detector.motion, speed: detector.speed, to: &textLine)
        }
        return state != .stale
    }

    /// Calls `body` with the bytes of the line ``writeFixLine(_:)`` wrote last.
    func withFixLine<T>(_ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        json ? jsonLine.withBytes(body) : textLine.withBytes(body)
    }
}
