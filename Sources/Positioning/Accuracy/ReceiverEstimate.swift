/// Which of the receiver's own estimates an accuracy of source ``AccuracySource/receiver``
/// was computed from, when it is not the GST error ellipse.
public enum ReceiverEstimate: String, Sendable, CaseIterable, Hashable {
    /// NMEA GBS expected errors in latitude, longitude and altitude.
    case gbs
    /// u-blox `hAcc`/`vAcc` (`$PUBX,00`, UBX NAV-PVT and its siblings).
    case ublox
    /// Garmin `$PGRME` estimated position errors.
    case garmin

    /// The estimate behind a ``ReportedAccuracy`` of `origin`.
    public init(_ origin: ReportedAccuracyOrigin) {
        switch origin {
        case .ublox: self = .ublox
        case .garmin: self = .garmin
        }
    }
}
