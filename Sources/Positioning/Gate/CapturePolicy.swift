/// The rules a fix must pass before a record may be captured from it.
///
/// The defaults follow the design: a 2D or 3D measured fix, no older than 2 s, whose
/// horizontal accuracy is known and under 20 m.
public struct CapturePolicy: Hashable, Sendable {
    /// The horizontal accuracy a fix must be strictly under, metres (default 20).
    public var maximumAccuracy: Double
    /// The oldest a fix may be, seconds (default 2).
    public var stalenessLimit: Double
    /// The lowest acceptable fix dimension (default 2D).
    public var minimumMode: FixMode
    /// The fix qualities accepted; `nil` accepts every measured quality (default).
    public var requiredQualities: Set<FixQuality>?
    /// The largest acceptable PDOP, or `nil` for no limit (default).
    public var maximumPDOP: Double?
    /// The fastest the receiver may move at capture, metres per second, or `nil` for no
    /// limit (default).
    ///
    /// The library default stays without a limit, as the default gate (docs/accuracy-model.md) judges
    /// accuracy only: a verdict on a replayed log or through gpsd keeps that meaning, and a
    /// fix's speed may be derived from two noisy positions when the receiver sends no speed
    /// over ground. Front ends that capture in the field set their own limit (2 m/s).
    public var maximumSpeed: Double?

    /// The standard gate, metres: docs/accuracy-model.md's ``maximumAccuracy``. Front ends refuse a
    /// higher gate unless the user accepts poor accuracy, and an import refuses records not
    /// under it unless asked.
    public static let standardMaximumAccuracy = 20.0

    /// Creates a policy; every argument has docs/accuracy-model.md's default.
    public init(
        maximumAccuracy: Double = standardMaximumAccuracy, stalenessLimit: Double = 2, minimumMode: FixMode = .twoD,
        requiredQualities: Set<FixQuality>? = nil, maximumPDOP: Double? = nil,
        maximumSpeed: Double? = nil
    ) {
        self.maximumAccuracy = maximumAccuracy
        self.stalenessLimit = stalenessLimit
        self.minimumMode = minimumMode
        self.requiredQualities = requiredQualities
        self.maximumPDOP = maximumPDOP
        self.maximumSpeed = maximumSpeed
    }

    /// The design's default policy: under 20 m, 2 s staleness, 2D or better.
    public static let `default` = CapturePolicy()
}
