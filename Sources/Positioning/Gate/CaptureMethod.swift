/// How a captured location was taken.
public enum CaptureMethod: Hashable, Sendable {
    /// One fix, captured by the user when the gate allowed it.
    case single
    /// One fix, captured automatically when it reached the target accuracy.
    case auto
    /// The mean of `count` passing fixes over `duration` seconds; `scatter` is the
    /// horizontal standard deviation of those fixes about their mean, metres.
    case averaged(count: Int, duration: Double, scatter: Double)

    /// Reads a method back from its ``name`` and, for `averaged`, its count, duration and
    /// scatter; `nil` for an unknown name or an average without its three figures.
    public init?(name: String, count: Int?, duration: Double?, scatter: Double?) {
        switch name {
        case "single": self = .single
        case "auto": self = .auto
        case "averaged":
            guard let count, let duration, let scatter else { return nil }
            self = .averaged(count: count, duration: duration, scatter: scatter)
        default: return nil
        }
    }

    /// A stable name: `single`, `auto` or `averaged`.
    public var name: String {
        switch self {
        case .single: return "single"
        case .auto: return "auto"
        case .averaged: return "averaged"
        }
    }
}
