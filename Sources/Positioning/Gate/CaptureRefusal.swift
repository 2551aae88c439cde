import TextEncoding

/// Why a fix may not be captured. Its ``description`` is the reason shown to people.
public enum CaptureRefusal: Hashable, Sendable, CustomStringConvertible {
    /// The receiver has no position ("no fix").
    case noFix
    /// The fix holds what no real receiver reports ("implausible: HDOP 0.0 < 0.2").
    case implausible(Implausibility)
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
        case .implausible: return "implausible"
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
        var text = TextBuffer(capacity: 80)
        write(to: &text)
        return text.text
    }

    /// Appends ``description``'s text: how a line for people or a JSON writer gets it
    /// without making a `String`.
    public func write(to text: inout TextBuffer) {
        switch self {
        case .noFix:
            text.append("no fix")
        case let .implausible(reason):
            text.append("implausible: ")
            reason.write(to: &text)
        case let .modeTooLow(mode, required):
            text.append(contentsOf: mode.label)
            text.append(" fix, ")
            text.append(contentsOf: required.label)
            text.append(" required")
        case let .notMeasured(quality):
            text.append(contentsOf: quality.label)
            text.append(" position, not measured")
        case let .qualityNotAccepted(quality, required):
            text.append(contentsOf: quality.label)
            text.append(", ")
            text.append(contentsOf: required.sorted { $0.rawValue < $1.rawValue }.map(\.label).joined(separator: " or "))
            text.append(" required")
        case .accuracyUnknown:
            text.append("accuracy unknown: no HDOP or error estimate from the receiver")
        case let .accuracyTooLarge(meters, limit):
            text.append("accuracy ")
            appendOneDecimal(meters, to: &text)
            text.append(" m >= ")
            appendOneDecimal(limit, trimZero: true, to: &text)
            text.append(" m")
        case let .pdopTooLarge(pdop, limit):
            text.append("PDOP ")
            appendOneDecimal(pdop, to: &text)
            text.append(" > ")
            appendOneDecimal(limit, to: &text)
        case let .stale(age):
            text.append("stale ")
            appendOneDecimal(age, to: &text)
            text.append(" s")
        case let .moving(speed, limit):
            text.append("moving ")
            appendOneDecimal(speed, to: &text)
            text.append(" m/s > ")
            appendOneDecimal(limit, to: &text)
            text.append(" m/s")
        }
    }
}

/// A value with one decimal ("23.4"), or as a whole number when `trimZero` and it is one
/// ("20"), rounded as every number FieldFix prints (``DecimalText``).
func oneDecimal(_ value: Double, trimZero: Bool = false) -> String {
    DecimalText.string(value, places: 1, style: trimZero ? .trimmed : .fixed)
}

/// Appends ``oneDecimal(_:trimZero:)``'s text (Swift's text for a value that is not finite).
func appendOneDecimal(_ value: Double, trimZero: Bool = false, to text: inout TextBuffer) {
    guard value.isFinite else { return text.append(contentsOf: String(value)) }
    text.append(value, places: 1, style: trimZero ? .trimmed : .fixed)
}
