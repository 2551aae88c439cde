/// The sentence types the simulator can write, in the order it writes them each epoch.
public enum SentenceKind: String, CaseIterable, Hashable, Sendable {
    /// Recommended minimum data: time, date, position, speed, course.
    case rmc = "RMC"
    /// Course and speed over ground.
    case vtg = "VTG"
    /// Fix data: time, position, quality, satellites, HDOP, altitude.
    case gga = "GGA"
    /// DOPs and the satellites used, one per constellation (NMEA 4.10 system ID).
    case gsa = "GSA"
    /// Satellites in view, per constellation.
    case gsv = "GSV"
    /// The error estimate: range RMS, ellipse, latitude/longitude/altitude sigmas.
    case gst = "GST"
    /// GNSS satellite fault detection: the expected errors in latitude, longitude and
    /// altitude, one sigma each (the GST's latitude, longitude and altitude sigmas).
    case gbs = "GBS"
    /// u-blox `$PUBX,00`: position, ellipsoidal height, `hAcc`/`vAcc`, speed, DOPs.
    case pubx = "PUBX"
    /// Garmin `$PGRME`: estimated horizontal, vertical and 3D position errors (50% figures).
    case pgrme = "PGRME"
    /// Time and date.
    case zda = "ZDA"

    /// The sentences of the standard NMEA 0183 set that `fieldfix simulate` writes by
    /// default: every kind but GBS and the vendors' own (`PUBX`, `PGRME`), which a receiver
    /// sends instead of or beside GST and which are chosen with `--sentences`.
    public static let standard: Set<SentenceKind> = [.rmc, .vtg, .gga, .gsa, .gsv, .gst, .zda]

    /// The standard set as `--sentences` takes it, in the order written: "RMC,VTG,GGA,GSA,GSV,GST,ZDA".
    public static let standardList = allCases.filter(standard.contains).map(\.rawValue).joined(separator: ",")

    /// Parses a comma-separated list such as `GGA,RMC,GST` (case-insensitive).
    ///
    /// - Returns: the kinds, or `nil` when a name is unknown or the list is empty.
    public static func list(_ text: String) -> Set<SentenceKind>? {
        var kinds = Set<SentenceKind>()
        for name in text.split(separator: ",") {
            guard let kind = SentenceKind(rawValue: name.uppercased()) else { return nil }
            kinds.insert(kind)
        }
        return kinds.isEmpty ? nil : kinds
    }
}
