import Positioning
import TextEncoding

/// An accuracy radius as people read it: the one place that builds "±3.2 m (68%)".
public enum AccuracyText {
    /// "±3.2 m (68%)", to 0.1 m.
    public static func radius(_ accuracy: Accuracy) -> String {
        text { appendRadius(accuracy, to: &$0) }
    }

    /// "±3.2 m (68%, receiver)": the radius with where it comes from.
    public static func radiusAndSource(_ accuracy: Accuracy) -> String {
        text { appendRadius(accuracy, source: true, to: &$0) }
    }

    /// "±3.2 m (68%) Excellent", or "±? m Unknown" without a radius: the accuracy and its
    /// class, coloured by the class when `colored`.
    public static func graded(_ accuracy: Accuracy?, _ grade: AccuracyClass, colored: Bool) -> String {
        text { appendGraded(accuracy, grade, colored: colored, to: &$0) }
    }

    /// Appends ``graded(_:_:colored:)``'s text as UTF-8, without making a `String`.
    public static func appendGraded(_ accuracy: Accuracy?, _ grade: AccuracyClass, colored: Bool, to bytes: inout [UInt8]) {
        if colored { bytes.append(contentsOf: grade.ansiColor.utf8) }
        if let accuracy {
            appendRadius(accuracy, to: &bytes)
            bytes.append(UInt8(ascii: " "))
        } else {
            bytes.append(contentsOf: "±? m ".utf8)
        }
        bytes.append(contentsOf: grade.label.utf8)
        if colored { bytes.append(contentsOf: AccuracyClass.ansiReset.utf8) }
    }

    /// Appends "±3.2 m (68%)", or "±3.2 m (68%, receiver)" with `source`.
    private static func appendRadius(_ accuracy: Accuracy, source: Bool = false, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: "±".utf8)
        appendFixed(accuracy.meters, places: 1, to: &bytes)
        bytes.append(contentsOf: " m (".utf8)
        DecimalText.append(accuracy.confidence.rawValue, to: &bytes)
        bytes.append(UInt8(ascii: "%"))
        if source {
            bytes.append(contentsOf: ", ".utf8)
            bytes.append(contentsOf: accuracy.source.rawValue.utf8)
        }
        bytes.append(UInt8(ascii: ")"))
    }

    /// The text `write` appends to an empty buffer.
    private static func text(_ write: (inout [UInt8]) -> Void) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64)
        write(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Appends `value` with exactly `places` decimals, as `DecimalText.string(_:places:style:)`
/// writes it in the `.fixed` style (a value that is not finite as Swift prints it).
func appendFixed(_ value: Double, places: Int, to bytes: inout [UInt8]) {
    if value.isFinite {
        DecimalText.append(value, places: places, style: .fixed, to: &bytes)
    } else {
        bytes.append(contentsOf: value.description.utf8)
    }
}
