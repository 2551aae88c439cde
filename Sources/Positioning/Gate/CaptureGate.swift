/// Applies a ``CapturePolicy`` to one assessed fix: may a record be captured from it?
///
/// The rules are checked in a fixed order and the first that fails is the refusal, from what
/// is wrong with the fix itself to what may pass a moment later:
/// 1. ``CaptureRefusal/noFix``: no 2D/3D fix with a latitude and longitude.
/// 2. ``CaptureRefusal/notMeasured(_:)``: dead-reckoned, manual, simulated or invalid.
/// 3. ``CaptureRefusal/implausible(_:)``: a figure no real receiver reports, or sentences
///    of the epoch that contradict one another (``FixPlausibility``).
/// 4. ``CaptureRefusal/modeTooLow(_:required:)``: below ``CapturePolicy/minimumMode``.
/// 5. ``CaptureRefusal/qualityNotAccepted(_:required:)``: not in
///    ``CapturePolicy/requiredQualities`` (when set).
/// 6. ``CaptureRefusal/stale(age:)``: older than ``CapturePolicy/stalenessLimit`` (an age
///    that is not a number counts as stale; a negative age, a clock ahead, does not).
/// 7. ``CaptureRefusal/accuracyUnknown``: no horizontal accuracy.
/// 8. ``CaptureRefusal/accuracyTooLarge(_:limit:)``: not strictly under
///    ``CapturePolicy/maximumAccuracy``.
/// 9. ``CaptureRefusal/pdopTooLarge(_:limit:)``: PDOP above ``CapturePolicy/maximumPDOP``
///    (when set; a fix without PDOP is not judged by this rule).
/// 10. ``CaptureRefusal/moving(speed:limit:)``: speed above ``CapturePolicy/maximumSpeed``
///    (when set; a fix without speed, or whose speed was derived from successive positions
///    rather than reported by the receiver (``Fix/speedIsDerived``), is not judged by this
///    rule: position noise alone makes a derived speed of metres per second).
///
/// Pure and allocation-free: the caller supplies the fix's age.
public struct CaptureGate: Hashable, Sendable {
    /// The rules applied.
    public var policy: CapturePolicy

    /// Creates a gate for a policy.
    public init(policy: CapturePolicy = .default) {
        self.policy = policy
    }

    /// The verdict for a fix.
    ///
    /// - Parameters:
    ///   - fix: the fix as the receiver reported it.
    ///   - horizontalAccuracy: its horizontal accuracy, `nil` when unknown.
    ///   - age: seconds since the fix was received, measured by the caller's clock.
    /// - Returns: ``CaptureVerdict/allowed``, or the refusal of the first rule that fails.
    public func verdict(for fix: Fix, horizontalAccuracy: Accuracy?, age: Double) -> CaptureVerdict {
        guard fix.hasPosition else { return .refused(.noFix) }
        guard fix.quality.isMeasured else { return .refused(.notMeasured(fix.quality)) }
        if let implausible = FixPlausibility.check(fix, horizontalAccuracy: horizontalAccuracy) {
            return .refused(.implausible(implausible))
        }
        guard fix.mode >= policy.minimumMode else {
            return .refused(.modeTooLow(fix.mode, required: policy.minimumMode))
        }
        if let required = policy.requiredQualities, !required.contains(fix.quality) {
            return .refused(.qualityNotAccepted(fix.quality, required: required))
        }
        guard age <= policy.stalenessLimit else { return .refused(.stale(age: age)) }
        guard let meters = horizontalAccuracy?.meters else { return .refused(.accuracyUnknown) }
        guard meters < policy.maximumAccuracy else {
            return .refused(.accuracyTooLarge(meters, limit: policy.maximumAccuracy))
        }
        if let limit = policy.maximumPDOP, let pdop = fix.pdop, !(pdop <= limit) {
            return .refused(.pdopTooLarge(pdop, limit: limit))
        }
        if let limit = policy.maximumSpeed, let speed = fix.speed, !fix.speedIsDerived, !(speed <= limit) {
            return .refused(.moving(speed: speed, limit: limit))
        }
        return .allowed
    }
}
