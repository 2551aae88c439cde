import Positioning

/// The terminal colours of the accuracy classes, shared by every human output.
extension AccuracyClass {
    /// The ANSI escape that starts the class's colour (by ``colorName``: green, yellow,
    /// orange as 256-colour 208, red, grey for unknown).
    public var ansiColor: String {
        switch self {
        case .excellent, .good: return "\u{1B}[32m"
        case .acceptable: return "\u{1B}[33m"
        case .marginal: return "\u{1B}[38;5;208m"
        case .poor: return "\u{1B}[31m"
        case .unknown: return "\u{1B}[90m"
        }
    }

    /// The ANSI escape that ends a colour.
    public static let ansiReset = "\u{1B}[0m"

    /// `text` in the class's colour, followed by the escape that resets it.
    public func colored(_ text: String) -> String {
        ansiColor + text + Self.ansiReset
    }
}
