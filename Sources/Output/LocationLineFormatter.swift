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
        var text = TextBuffer(capacity: 160)
        write(update, motion: motion, speed: speed, to: &text)
        return text.text
    }

    /// Appends ``format(_:motion:speed:)``'s line as UTF-8, without a trailing newline: a
    /// stream of lines written into one reused buffer allocates nothing per line (except
    /// a refusal's reason with numbers in it).
    public func write(_ update: LocationUpdate, motion: Motion? = nil, speed: Double? = nil, to text: inout TextBuffer) {
        let fix = update.fix
        if let time = fix.time {
            let out = UnsafeMutableBufferPointer(start: text.room(FixTime.iso8601Capacity), count: FixTime.iso8601Capacity)
            text.advance(time.writeISO8601(to: out))
        } else {
            text.append("--:--:--.---")
        }
        text.append("  ")
        if let lat = fix.latitude, let lon = fix.longitude {
            appendFixed(lat, places: 7, to: &text)
            text.append(UInt8(ascii: " "))
            appendFixed(lon, places: 7, to: &text)
        } else {
            text.append("no position")
        }
        text.append("  ")
        AccuracyText.appendGraded(update.horizontalAccuracy, update.accuracyClass, colored: colored, to: &text)
        text.append("  sats ")
        Self.append(fix.satellitesUsed, to: &text)
        text.append(UInt8(ascii: "/"))
        Self.append(fix.satellitesInView, to: &text)
        if let hdop = fix.hdop {
            text.append("  HDOP ")
            appendFixed(hdop, places: 1, to: &text)
        }
        text.append("  ")
        if fix.mode == .noFix {
            text.append("no fix")
        } else {
            text.append(contentsOf: fix.quality.label)
            text.append(UInt8(ascii: " "))
            text.append(contentsOf: fix.mode.label)
        }
        switch motion {
        case .stationary: text.append("  stationary")
        case .moving:
            text.append("  moving")
            if let speed {
                text.append(UInt8(ascii: " "))
                appendFixed(speed, places: 1, to: &text)
                text.append(" m/s")
            }
        case .unknown: text.append("  motion unknown")
        case nil: break
        }
        if let refusal = update.verdict.refusal {
            text.append("  capture refused: ")
            refusal.write(to: &text)
        } else {
            text.append("  capture allowed")
        }
    }

    /// A count, or `?` when unknown.
    private static func append(_ count: Int?, to text: inout TextBuffer) {
        if let count { text.append(count) } else { text.append(UInt8(ascii: "?")) }
    }

    /// A value with exactly `places` decimals ("-37.7847883"), as ``DecimalText`` rounds it.
    static func decimal(_ value: Double, places: Int) -> String {
        DecimalText.string(value, places: places, style: .fixed)
    }
}
