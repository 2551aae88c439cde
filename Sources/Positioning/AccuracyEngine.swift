/// Turns every ``Fix`` into a ``LocationUpdate``: horizontal and vertical accuracy at one
/// confidence level, and the capture verdict of a ``CapturePolicy``.
///
/// Sources, in order (`docs/accuracy-model.md` gives the formulas, each vendor's reading
/// and the assumptions), horizontally and vertically each on its own:
/// 1. The receiver's error ellipse (``AccuracySource/receiver``): GST's semi-major and
///    semi-minor sigmas or, when those are empty, its latitude and longitude sigmas taken
///    as the axes; without a GST, GBS's expected errors read the same way
///    (``Accuracy/estimate`` ``ReceiverEstimate/gbs``). The exact radius of that bivariate
///    normal distribution (``NormalErrorRadius``). Vertically, the altitude sigma.
///    An estimate with a zero, negative or non-finite sigma is not an estimate.
/// 2. The receiver's other figures (``AccuracySource/receiver``, ``Accuracy/estimate``
///    `ublox` or `garmin`): ``Fix/reportedAccuracy``, read as its vendor's convention.
/// 3. The DOP model (``AccuracySource/dopModel``): `HDOP × UERE` taken as the DRMS of a
///    circular error, so sigma per axis is `HDOP × UERE / √2` and the radius is the
///    Rayleigh quantile times that; vertically `VDOP × UERE` as the sigma.
/// 4. Otherwise unknown (`nil`). A fix without a position has no accuracy, and a fix
///    without a 3D position no vertical accuracy.
///
/// Pure and allocation-free: time comes in as the fix's age, measured by the caller.
///
/// ```swift
/// let engine = AccuracyEngine(confidence: .p95)
/// let update = engine.assess(fix, age: 0.2)
/// print(update.horizontalAccuracy?.meters, update.verdict)
/// ```
public struct AccuracyEngine: Hashable, Sendable {
    /// The confidence level of every accuracy the engine gives (default 68%).
    public var confidence: Confidence
    /// The range errors of the DOP model.
    public var uere: UEREModel
    /// The capture rules.
    public var policy: CapturePolicy

    /// Creates an engine; the defaults are docs/accuracy-model.md's: 68%, the standard UERE table and
    /// the default policy (under 20 m, 2 s staleness).
    public init(confidence: Confidence = .p68, uere: UEREModel = .standard, policy: CapturePolicy = .default) {
        self.confidence = confidence
        self.uere = uere
        self.policy = policy
    }

    /// Assesses one fix.
    ///
    /// - Parameters:
    ///   - fix: the fix as the receiver reported it.
    ///   - age: seconds since the fix was received, by the caller's clock (0 for a fix
    ///     just assembled, the replay's own offset for a log).
    /// - Returns: the fix with its accuracies and the gate's verdict.
    /// - Complexity: O(1), no heap allocation.
    public func assess(_ fix: consuming Fix, age: Double) -> LocationUpdate {
        let horizontal = horizontalAccuracy(of: fix)
        let vertical = verticalAccuracy(of: fix)
        let verdict = CaptureGate(policy: policy).verdict(for: fix, horizontalAccuracy: horizontal, age: age)
        return LocationUpdate(fix: fix, horizontalAccuracy: horizontal, verticalAccuracy: vertical, verdict: verdict)
    }

    /// The horizontal accuracy of a fix (a radius), or `nil` when unknown.
    public func horizontalAccuracy(of fix: Fix) -> Accuracy? {
        guard fix.hasPosition else { return nil }
        if let ellipse = fix.errorEllipse, let (a, b) = Self.horizontalSigmas(ellipse),
           let meters = NormalErrorRadius.horizontal(majorSigma: a, minorSigma: b, confidence: confidence) {
            return Accuracy(meters: meters, confidence: confidence, source: .receiver, estimate: Self.estimate(of: ellipse))
        }
        if let reported = fix.reportedAccuracy, let meters = reported.horizontalRadius(confidence: confidence) {
            return Accuracy(meters: meters, confidence: confidence, source: .receiver, estimate: ReceiverEstimate(reported.origin))
        }
        if let hdop = fix.hdop, hdop.isFinite, hdop > 0, let range = uere.rangeError(for: fix.quality) {
            let sigma = hdop * range / 2.0.squareRoot()
            if let meters = NormalErrorRadius.horizontal(majorSigma: sigma, minorSigma: sigma, confidence: confidence) {
                return Accuracy(meters: meters, confidence: confidence, source: .dopModel)
            }
        }
        return nil
    }

    /// The vertical accuracy of a fix (a half-interval), or `nil` when unknown.
    public func verticalAccuracy(of fix: Fix) -> Accuracy? {
        guard fix.hasPosition, fix.mode == .threeD else { return nil }
        if let ellipse = fix.errorEllipse, let sigma = ellipse.altitudeSigma, sigma.isFinite, sigma > 0,
           let meters = NormalErrorRadius.vertical(sigma: sigma, confidence: confidence) {
            return Accuracy(meters: meters, confidence: confidence, source: .receiver, estimate: Self.estimate(of: ellipse))
        }
        if let reported = fix.reportedAccuracy, let meters = reported.verticalHalfInterval(confidence: confidence) {
            return Accuracy(meters: meters, confidence: confidence, source: .receiver, estimate: ReceiverEstimate(reported.origin))
        }
        if let vdop = fix.vdop, vdop.isFinite, vdop > 0, let range = uere.rangeError(for: fix.quality),
           let meters = NormalErrorRadius.vertical(sigma: vdop * range, confidence: confidence) {
            return Accuracy(meters: meters, confidence: confidence, source: .dopModel)
        }
        return nil
    }

    /// The ``Accuracy/estimate`` of an accuracy computed from `ellipse`: `nil` for GST.
    static func estimate(of ellipse: ErrorEllipse) -> ReceiverEstimate? {
        switch ellipse.origin {
        case .gst: nil
        case .gbs: .gbs
        }
    }

    /// The principal-axis sigmas of the receiver's estimate: the ellipse axes, else the
    /// latitude/longitude sigmas; `nil` when neither pair is a usable estimate.
    static func horizontalSigmas(_ ellipse: ErrorEllipse) -> (Double, Double)? {
        if let a = ellipse.semiMajor, let b = ellipse.semiMinor, usable(a, b) { return (a, b) }
        if let a = ellipse.latitudeSigma, let b = ellipse.longitudeSigma, usable(a, b) { return (a, b) }
        return nil
    }

    /// Whether two sigmas are an estimate: finite, not negative, and not both zero.
    static func usable(_ a: Double, _ b: Double) -> Bool {
        a.isFinite && b.isFinite && a >= 0 && b >= 0 && max(a, b) > 0
    }
}
