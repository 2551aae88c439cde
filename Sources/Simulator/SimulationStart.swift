import Positioning

/// Where and when a simulation starts: a UTC time and the true position.
public struct SimulationStart: Hashable, Sendable {
    /// The start time, milliseconds since 1970-01-01T00:00:00Z.
    public var unixMilliseconds: Int64
    /// The true latitude at the start, degrees.
    public var latitude: Double
    /// The true longitude at the start, degrees.
    public var longitude: Double
    /// The true altitude above mean sea level, metres.
    public var altitude: Double

    /// Creates a start; the altitude defaults to 520 m.
    public init(unixMilliseconds: Int64, latitude: Double, longitude: Double, altitude: Double = 520) {
        self.unixMilliseconds = unixMilliseconds
        self.latitude = latitude
        self.longitude = longitude
        self.altitude = altitude
    }

    /// The default start: 2024-06-01T10:00:00Z in Munich (48.137154 N, 11.576124 E), so that
    /// a run without `--start` is reproducible.
    public static let standard = SimulationStart(unixMilliseconds: 1_717_236_000_000, latitude: 48.137_154, longitude: 11.576_124)

    /// Parses `TIME,LAT,LON`, with TIME in ISO 8601 UTC (`2024-06-01T10:00:00Z`, optionally
    /// with fractional seconds) and LAT, LON in decimal degrees.
    ///
    /// - Throws: ``SimulationStartError`` naming the part that is wrong.
    public init(parsing text: String) throws(SimulationStartError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw .wrongPartCount(parts.count) }
        guard let time = Self.unixMilliseconds(iso8601: parts[0]) else { throw .badTime(String(parts[0])) }
        guard let lat = Double(parts[1]), lat.isFinite, (-90...90).contains(lat) else { throw .badLatitude(String(parts[1])) }
        guard let lon = Double(parts[2]), lon.isFinite, (-180...180).contains(lon) else { throw .badLongitude(String(parts[2])) }
        self.init(unixMilliseconds: time, latitude: lat, longitude: lon)
    }

    /// Milliseconds since the epoch of a UTC date-time (`YYYY-MM-DDTHH:MM:SS[.fff]Z`), or `nil`.
    static func unixMilliseconds(iso8601 text: Substring) -> Int64? {
        guard let parts = TimestampText(String(text)), parts.offsetSeconds == 0, !parts.toTheMinute else { return nil }
        return parts.unixMilliseconds
    }
}

/// Why a `--start` value could not be read.
public enum SimulationStartError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not three comma-separated parts.
    case wrongPartCount(Int)
    /// The time is not ISO 8601 UTC.
    case badTime(String)
    /// The latitude is not a number in -90...90.
    case badLatitude(String)
    /// The longitude is not a number in -180...180.
    case badLongitude(String)

    /// What is wrong, for people.
    public var description: String {
        switch self {
        case let .wrongPartCount(n): return "expected TIME,LAT,LON, got \(n) part\(n == 1 ? "" : "s")"
        case let .badTime(t): return "time '\(t)' is not ISO 8601 UTC such as 2024-06-01T10:00:00Z"
        case let .badLatitude(t): return "latitude '\(t)' is not a number in -90...90"
        case let .badLongitude(t): return "longitude '\(t)' is not a number in -180...180"
        }
    }
}
