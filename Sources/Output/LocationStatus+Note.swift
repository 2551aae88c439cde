import Output
import Positioning
import Receivers

extension LocationStatus {
    /// A line for people about a state that is not a fix ("connecting to gpsd://…",
    /// "lost tcp://…: connection reset; reconnecting").
    func note(source: String) -> String {
        let detail = error.map { ": \($0.detail)" } ?? ""
        switch state {
        case .connecting: return "connecting to \(source)"
        case .connected: return "connected to \(source)"
        case .disconnected: return "lost \(source)\(detail); reconnecting"
        case .stale: return "no new fix from \(source) for \(CaptureFailure.number(age ?? 0)) s: stale"
        case .ended: return "\(source) ended\(detail)"
        case .fix, .noFix: return state.rawValue
        }
    }

    /// The status as a `"class":"STATUS"` NDJSON line, for a state that is not a fix.
    func statusJSON(source: String) -> String {
        StatusEncoder.encode(state: state.rawValue, source: source, reason: error?.detail, age: state == .stale ? age : nil)
    }
}
