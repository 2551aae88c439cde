/// Why a fix may not be captured. Its ``description`` is the reason shown to people.
public enum CaptureRefusal: Hashable, Sendable, CustomStringConvertible {
    /// The receiver has no position ("no fix").
    case noFix
    /// The fix dimension is below the policy's minimum ("2D fix, 3D required").
    case modeTooLow(FixMode, required: FixMode)
    /// The position is not measured: dead-reckoned, manual or simulated.
    case notMeasured(FixQuality)
    /// The quality is not among the required ones ("RTK float, RTK fixed required").
    case qualityNotAccepted(FixQuality, required: Set<FixQuality>)
    /// Neither the receiver nor the DOP model gives an estimate: the source reported no
    /// HDOP and no error estimate for the fix ("accuracy unknown: no HDOP or error
    /// estimate from the receiver").
    case accuracyUnknown
    /// The accuracy is not under the threshold ("accuracy 23.4 m >= 20 m").
    case accuracyTooLarge(Double, limit: Double)
    /// PDOP above the policy's maximum.
    case pdopTooLarge(Double, limit: Double)
    /// The fix is older than the staleness limit ("stale 3.1 s").
    case stale(age: Double)
    /// The receiver moves faster than the policy allows.
    case moving(speed: Double, limit: Double)

    /// A stable machine-readable code: `noFix`, `accuracyTooLarge`...
    public var code: String {
        switch self {
        case .noFix: return "noFix"
        case .modeTooLow: return "modeTooLow"
        case .notMeasured: return "notMeasured"
        case .qualityNotAccepted: return "qualityNotAccepted"
        case .accuracyUnknown: return "accuracyUnknown"
        case .accuracyTooLarge: return "accuracyTooLarge"
        case .pdopTooLarge: return "pdopTooLarge"
        case .stale: return "stale"
        case .moving: return "moving"
        }
    }

    public var description: String {
        switch self {
        case .noFix:
            return "no fix"
        case let .modeTooLow(mode, required):
            return "\(mode.label) fix, \(required.label) required"
        case let .notMeasured(quality):
            return "\(quality.label) position, not measured"
        case let .qualityNotAccepted(quality, required):
            let names = required.sorted { $0.rawValue < $1.rawValue }.map(\.label).joined(separator: " or ")
            return "\(quality.label), \(names) required"
        case .accuracyUnknown:
            return "accuracy unknown: no HDOP or error estimate from the receiver"
        case let .accuracyTooLarge(meters, limit):
            return "accuracy \(oneDecimal(meters)) m >= \(oneDecimal(limit, trimZero: true)) m"
        case let .pdopTooLarge(pdop, limit):
            return "PDOP \(oneDecimal(pdop)) > \(oneDecimal(limit))"
        case let .stale(age):
            return "stale \(oneDecimal(age)) s"
        case let .moving(speed, limit):
            return "moving \(oneDecimal(speed)) m/s > \(oneDecimal(limit)) m/s"
        }
    }
}

/// Formats a value with one decimal ("23.4"), or as a whole number when `trimZero` and it is one.
func oneDecimal(_ value: Double, trimZero: Bool = false) -> String {
    guard value.isFinite else { return String(value) }
    let tenths = (value * 10).rounded()
    let whole = Int(tenths / 10)
    let frac = Int(abs(tenths.truncatingRemainder(dividingBy: 10)))
    if trimZero && frac == 0 { return String(whole) }
    let sign = (tenths < 0 && whole == 0) ? "-" : ""
    return "\(sign)\(whole).\(frac)"
}
