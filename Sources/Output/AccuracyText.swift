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
    public static func appendGraded(_ accuracy: Accuracy?, _ grade: AccuracyClass, colored: Bool, to text: inout TextBuffer) {
        if colored { text.append(contentsOf: grade.ansiColor) }
        if let accuracy {
            appendRadius(accuracy, to: &text)
            text.append(UInt8(ascii: " "))
        } else {
            text.append("±? m ")
        }
        text.append(contentsOf: grade.label)
        if colored { text.append(contentsOf: AccuracyClass.ansiReset) }
    }

    /// Appends ``radius(_:)``'s text as UTF-8, or ``radiusAndSource(_:)``'s with `source`:
    /// how a JSON writer gets it without making a `String`.
    public static func appendRadius(_ accuracy: Accuracy, source: Bool = false, to text: inout TextBuffer) {
        text.append("±")
        appendFixed(accuracy.meters, places: 1, to: &text)
        text.append(" m (")
        text.append(accuracy.confidence.rawValue)
        text.append(UInt8(ascii: "%"))
        if source {
            text.append(", ")
            text.append(contentsOf: accuracy.source.rawValue)
        }
        text.append(UInt8(ascii: ")"))
    }

    /// The text `write` appends to an empty buffer.
    private static func text(_ write: (inout TextBuffer) -> Void) -> String {
        var text = TextBuffer(capacity: 64)
        write(&text)
        return text.text
    }
}

/// Appends `value` with exactly `places` decimals, as `DecimalText.string(_:places:style:)`
/// writes it in the `.fixed` style (a value that is not finite as Swift prints it).
func appendFixed(_ value: Double, places: Int, to text: inout TextBuffer) {
    if value.isFinite {
        text.append(value, places: places, style: .fixed)
    } else {
        text.append(contentsOf: value.description)
    }
}
