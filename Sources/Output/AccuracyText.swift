import Positioning
import TextEncoding

/// An accuracy radius as people read it: the one place that builds "±3.2 m (68%)".
public enum AccuracyText {
    /// "±3.2 m (68%)", to 0.1 m.
    public static func radius(_ accuracy: Accuracy) -> String {
        "±\(DecimalText.string(accuracy.meters, places: 1, style: .fixed)) m (\(accuracy.confidence.rawValue)%)"
    }

    /// "±3.2 m (68%, receiver)": the radius with where it comes from.
    public static func radiusAndSource(_ accuracy: Accuracy) -> String {
        "±\(DecimalText.string(accuracy.meters, places: 1, style: .fixed)) m (\(accuracy.confidence.rawValue)%, \(accuracy.source.rawValue))"
    }

    /// "±3.2 m (68%) Excellent", or "±? m Unknown" without a radius: the accuracy and its
    /// class, coloured by the class when `colored`.
    public static func graded(_ accuracy: Accuracy?, _ grade: AccuracyClass, colored: Bool) -> String {
        let text = accuracy.map { radius($0) + " " + grade.label } ?? "±? m \(grade.label)"
        return colored ? grade.colored(text) : text
    }
}
