import Output
import Receivers
import TextEncoding

extension LocationStatus {
    /// A line for people about a state that is not a fix ("connecting to gpsd://…",
    /// "lost tcp://…: connection reset; reconnecting", "no new fix from … for 2.5 s: stale";
    /// the age to 0.1 s, whole seconds without a fraction).
    public func note(source: String) -> String {
        let detail = error.map { ": \($0.detail)" } ?? ""
        switch state {
        case .connecting: return "connecting to \(source)"
        case .connected: return "connected to \(source)"
        case .disconnected: return "lost \(source)\(detail); reconnecting"
        case .stale:
            var seconds = DecimalText.string(age ?? 0, places: 1)
            if seconds.hasSuffix(".0") { seconds.removeLast(2) }
            return "no new fix from \(source) for \(seconds) s: stale"
        case .ended: return "\(source) ended\(detail)"
        case .fix, .noFix: return state.rawValue
        }
    }

    /// The status as a `"class":"STATUS"` NDJSON line, for a state that is not a fix.
    public func statusJSON(source: String) -> String {
        StatusEncoder.encode(state: state.rawValue, source: source, reason: error?.detail, age: state == .stale ? age : nil)
    }
}
