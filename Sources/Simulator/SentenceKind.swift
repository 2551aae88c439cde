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
    /// Time and date.
    case zda = "ZDA"

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
