/// A receiver's own accuracy figures other than an error ellipse: u-blox `hAcc`/`vAcc`
/// (UBX NAV-PVT, NAV-POSLLH, `$PUBX,00`) and Garmin's estimated position errors (`$PGRME`).
///
/// The values are kept exactly as sent; what they mean (sigma or radius, at which
/// confidence) depends on the vendor and is read by the accuracy engine from ``origin``,
/// as `docs/accuracy-model.md` documents.
public struct ReportedAccuracy: Hashable, Sendable {
    /// Who reported the figures, which decides how they are read.
    public var origin: ReportedAccuracyOrigin
    /// The horizontal figure, metres, as sent.
    public var horizontal: Double?
    /// The vertical figure, metres, as sent.
    public var vertical: Double?

    /// Creates a report of `origin`'s figures.
    public init(origin: ReportedAccuracyOrigin, horizontal: Double? = nil, vertical: Double? = nil) {
        self.origin = origin
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// The vendor convention behind a ``ReportedAccuracy``.
public enum ReportedAccuracyOrigin: String, Hashable, Sendable, CaseIterable {
    /// u-blox `hAcc`/`vAcc` (UBX NAV-PVT, NAV-POSLLH, NAV-HPPOSLLH, `$PUBX,00`).
    case ublox
    /// Garmin `$PGRME` estimated horizontal and vertical position errors.
    case garmin
}
