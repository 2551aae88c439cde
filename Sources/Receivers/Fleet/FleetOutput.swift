/// A piece of one file's output in a ``FleetReplay``: lines for the main output (standard
/// output), and diagnostics (standard error), each in the order written.
public struct FleetOutput: Sendable, Hashable {
    /// Bytes for the main output.
    public var lines: [UInt8] = []
    /// Bytes for the diagnostics.
    public var diagnostics: [UInt8] = []

    /// Creates an empty piece.
    public init() {}

    /// Whether nothing was written.
    public var isEmpty: Bool { lines.isEmpty && diagnostics.isEmpty }
}
