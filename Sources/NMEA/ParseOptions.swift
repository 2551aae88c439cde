/// How strictly sentences are checked.
public struct ParseOptions: Hashable, Sendable {
    /// Whether a sentence without a `*hh` checksum is rejected (`true`, the default) or
    /// accepted (some receivers omit the checksum). A wrong checksum is always rejected.
    public var requiresChecksum: Bool

    /// Creates options; the default rejects sentences without a checksum.
    public init(requiresChecksum: Bool = true) {
        self.requiresChecksum = requiresChecksum
    }

    /// Accepts sentences without a checksum.
    public static let lenient = ParseOptions(requiresChecksum: false)
}
