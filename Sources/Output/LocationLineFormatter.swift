import Positioning
import TextEncoding

/// Formats a ``LocationUpdate`` as one line for people, as `fieldfix replay` and
/// `fieldfix live` print it:
///
/// ```
/// 2024-03-15T14:30:22.000Z  -37.7847883 175.3148967  ±3.2 m (68%) Excellent  sats 8/12  HDOP 1.1  autonomous 3D  capture allowed
/// 14:30:23.000  no position  ±? m Unknown  sats 0/5  no fix  capture refused: no fix
/// 2024-03-15T14:30:24.000Z  -37.7847883 175.3148967  ±3.1 m (68%) Excellent  sats 8/12  HDOP 1.1  autonomous 3D  stationary  capture allowed
/// ```
///
/// With ``colored`` set, the accuracy and class are coloured with ANSI escapes by
/// ``AccuracyClass/colored(_:)``; the caller decides (terminal, `NO_COLOR`).
public struct LocationLineFormatter: Sendable {
    /// Whether to colour the accuracy class with ANSI escape sequences.
    public var colored: Bool

    /// Creates a formatter; plain text unless `colored`.
    public init(colored: Bool = false) {
        self.colored = colored
    }

    /// The line for one assessed fix, without a trailing newline.
    public func format(_ update: LocationUpdate) -> String {
        format(update, motion: nil, speed: nil)
    }

    /// The line for one assessed fix with the receiver's motion before the verdict, as
    /// `fieldfix live` prints it: "stationary", "moving 1.4 m/s" or "motion unknown".
    ///
    /// - Parameters:
    ///   - motion: the motion from a ``MotionDetector``; `nil` leaves it out.
    ///   - speed: the detector's speed, metres per second, shown when moving.
    public func format(_ update: LocationUpdate, motion: Motion?, speed: Double?) -> String {
        let fix = update.fix
        var parts: [String] = []
        parts.append(fix.time?.iso8601 ?? "--:--:--.---")
        if let lat = fix.latitude, let lon = fix.longitude {
            parts.append("\(Self.decimal(lat, places: 7)) \(Self.decimal(lon, places: 7))")
        } else {
            parts.append("no position")
        }
        parts.append(AccuracyText.graded(update.horizontalAccuracy, update.accuracyClass, colored: colored))
        let used = fix.satellitesUsed.map(String.init) ?? "?"
        let inView = fix.satellitesInView.map(String.init) ?? "?"
        parts.append("sats \(used)/\(inView)")
        if let hdop = fix.hdop { parts.append("HDOP \(Self.decimal(hdop, places: 1))") }
        parts.append(fix.mode == .noFix ? "no fix" : "\(fix.quality.label) \(fix.mode.label)")
        switch motion {
        case .stationary: parts.append("stationary")
        case .moving: parts.append("moving" + (speed.map { " \(Self.decimal($0, places: 1)) m/s" } ?? ""))
        case .unknown: parts.append("motion unknown")
        case nil: break
        }
        if let refusal = update.verdict.refusal {
            parts.append("capture refused: \(refusal)")
        } else {
            parts.append("capture allowed")
        }
        return parts.joined(separator: "  ")
    }

    /// A value with exactly `places` decimals ("-37.7847883"), as ``DecimalText`` rounds it.
    static func decimal(_ value: Double, places: Int) -> String {
        DecimalText.string(value, places: places, style: .fixed)
    }
}
