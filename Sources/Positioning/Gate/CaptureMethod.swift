/// How a captured location was taken.
public enum CaptureMethod: Hashable, Sendable {
    /// One fix, captured by the user when the gate allowed it.
    case single
    /// One fix, captured automatically when it reached the target accuracy.
    case auto
    /// The mean of `count` passing fixes over `duration` seconds; `scatter` is the
    /// horizontal standard deviation of those fixes about their mean, metres.
    case averaged(count: Int, duration: Double, scatter: Double)

    /// A stable name: `single`, `auto` or `averaged`.
    public var name: String {
        switch self {
        case .single: return "single"
        case .auto: return "auto"
        case .averaged: return "averaged"
        }
    }
}
