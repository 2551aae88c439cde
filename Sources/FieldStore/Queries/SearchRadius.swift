/// How far a search for nearby records reaches (`trees near`, `GET /api/trees?near=`): one
/// rule for the CLI and the server.
public enum SearchRadius {
    /// The radius when none is given: 100 m.
    public static let standard = 100.0
    /// The longest radius: half the Earth's equatorial circumference, which reaches every
    /// point on it.
    public static let maximum = 20_037_509.0

    /// Whether a search takes `radius`: a positive number of metres, at most ``maximum``.
    public static func isValid(_ radius: Double) -> Bool {
        radius.isFinite && radius > 0 && radius <= maximum
    }

    /// What a refused radius must be, after the name of the option or parameter that gave it.
    public static let requirement = "must be a positive number of metres, at most \(Int(maximum)) (half the Earth's circumference)"
}
