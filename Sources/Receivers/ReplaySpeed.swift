/// How fast a log is replayed: as recorded (`1`), ten times as fast (`10`), or as fast as
/// possible (`max`).
public enum ReplaySpeed: String, CaseIterable, Sendable {
    /// As recorded.
    case realTime = "1"
    /// Ten times as fast as recorded.
    case tenfold = "10"
    /// As fast as possible.
    case max

    /// The divisor of the log's own time gaps (``ReplayPacer/speed``), or `nil` for no pacing.
    public var factor: Double? {
        switch self {
        case .realTime: 1
        case .tenfold: 10
        case .max: nil
        }
    }
}
