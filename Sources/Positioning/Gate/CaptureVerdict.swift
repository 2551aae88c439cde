/// Whether a record may be captured from a fix, and if not, why.
public enum CaptureVerdict: Hashable, Sendable {
    /// The fix passes every rule of the policy.
    case allowed
    /// The fix fails; the refusal names the first rule it fails.
    case refused(CaptureRefusal)

    /// Whether capture is allowed.
    public var isAllowed: Bool {
        if case .allowed = self { return true }
        return false
    }

    /// The refusal, when capture is not allowed.
    public var refusal: CaptureRefusal? {
        if case let .refused(reason) = self { return reason }
        return nil
    }
}
