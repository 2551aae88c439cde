/// How strictly sentences are checked, and what is kept of them.
public struct ParseOptions: Hashable, Sendable {
    /// Whether a sentence without a `*hh` checksum is rejected (`true`, the default) or
    /// accepted (some receivers omit the checksum). A wrong checksum is always rejected.
    public var requiresChecksum: Bool

    /// Whether GSV's satellite groups are kept in ``GSV/satellites`` (`true`, the default)
    /// or only checked. A consumer that needs GSV's counts but not each satellite (fixes
    /// without their list of satellites in view, as `replay` prints them) spares their
    /// storage and merge; a malformed group is reported either way.
    public var keepsSatellitesInView: Bool

    /// Creates options; the default rejects sentences without a checksum and keeps every field.
    public init(requiresChecksum: Bool = true, keepsSatellitesInView: Bool = true) {
        self.requiresChecksum = requiresChecksum
        self.keepsSatellitesInView = keepsSatellitesInView
    }

    /// Accepts sentences without a checksum.
    public static let lenient = ParseOptions(requiresChecksum: false)
}
