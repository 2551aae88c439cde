import Positioning

/// The colours of the pictures: the Okabe–Ito palette, chosen to stay distinguishable with
/// deuteranopia, protanopia and tritanopia. Every colour also has a text label or a line
/// style beside it, so no meaning rests on hue alone.
enum Palette {
    /// Text, axes and the accuracy line.
    static let ink = "#1a1a1a"
    /// Grid lines.
    static let grid = "#d0d0d0"
    /// Spans without a fix.
    static let gap = "#9e9e9e"
    /// Capture markers and the satellites line.
    static let blue = "#0072B2"
    /// The fixes of a scatter.
    static let point = "#0072B2"
    /// The 68% circle.
    static let inner = "#009E73"
    /// The 95% circle.
    static let outer = "#D55E00"

    /// The colour of an accuracy class, in the classes' own order of hues (green, green,
    /// yellow, orange, red), taken from Okabe–Ito: Excellent bluish green, Good a lighter
    /// green, Acceptable yellow, Marginal orange, Poor vermillion.
    static func color(of accuracyClass: AccuracyClass) -> String {
        switch accuracyClass {
        case .excellent: return "#009E73"
        case .good: return "#8FD4BC"
        case .acceptable: return "#F0E442"
        case .marginal: return "#E69F00"
        case .poor: return "#D55E00"
        case .unknown: return gap
        }
    }

    /// The fill of a fix mode in the timeline's mode strip: darker for more dimensions.
    static func color(of mode: FixMode) -> String {
        switch mode {
        case .noFix: return "#e6e6e6"
        case .twoD: return "#a6a6a6"
        case .threeD: return "#595959"
        }
    }

    /// The text colour readable on ``color(of:)-(FixMode)``.
    static func labelColor(on mode: FixMode) -> String {
        mode == .threeD ? "#ffffff" : ink
    }
}
