import Positioning

/// What one file of a ``FleetReplay`` gave: counts of sentences, messages, errors, fixes
/// and capture verdicts, or the reason it could not be read.
public struct FleetFileSummary: Sendable, Hashable {
    /// The file's position in the list given to ``FleetReplay``.
    public var index: Int
    /// The file's path, as given.
    public var path: String
    /// NMEA sentences parsed (typed or not).
    public var sentences = 0
    /// UBX messages read (checksummed, decoded or not).
    public var ubxMessages = 0
    /// Rejected sentences, malformed fields, over-long lines, rejected UBX frames.
    public var errors = 0
    /// Fixes assembled.
    public var fixes = 0
    /// Fixes the capture gate allowed.
    public var allowed = 0
    /// Fixes the capture gate refused, per reason (``CaptureRefusal/code``, such as
    /// `accuracyTooLarge`).
    public var refusals: [String: Int] = [:]
    /// Why the file could not be opened or read to its end; the counts then cover what was
    /// read before.
    public var failure: SourceError?

    /// Creates an empty summary for the file at `index`.
    public init(index: Int, path: String) {
        self.index = index
        self.path = path
    }

    /// Fixes the capture gate refused, whatever the reason.
    public var refused: Int { refusals.values.reduce(0, +) }

    /// Counts one assessed fix's verdict.
    mutating func count(_ verdict: CaptureVerdict) {
        switch verdict {
        case .allowed: allowed += 1
        case .refused(let refusal): refusals[refusal.code, default: 0] += 1
        }
    }
}
