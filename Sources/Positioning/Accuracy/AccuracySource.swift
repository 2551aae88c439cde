/// Where an accuracy value comes from.
public enum AccuracySource: String, Sendable, CaseIterable, Hashable {
    /// The receiver's own error estimate: GST sigmas or error ellipse, or another of its
    /// estimates named by ``Accuracy/estimate`` (GBS, u-blox, Garmin).
    case receiver
    /// Dilution of precision times a user equivalent range error (see ``UEREModel``).
    case dopModel
}
