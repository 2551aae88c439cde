import Positioning
import TextEncoding

/// One epoch of a simulation: the truth, and what the receiver reports.
public struct SimulatedEpoch: Hashable, Sendable {
    /// Seconds since the start of the run.
    public var offset: Double
    /// The epoch's UTC time.
    public var time: FixTime
    /// The true latitude, degrees.
    public var trueLatitude: Double
    /// The true longitude, degrees.
    public var trueLongitude: Double
    /// The true altitude above mean sea level, metres.
    public var trueAltitude: Double
    /// What the receiver reports, with every number rounded as it is written: the
    /// ``Fix/errorEllipse`` holds the sigmas the error was drawn with.
    public var fix: Fix
    /// The satellites in view.
    public var satellites: [SimulatedSatellite]

    /// The truth as a CSV row: `time,latitude,longitude,altitude` (ISO 8601 UTC, degrees
    /// with 9 decimals, metres with 3).
    public var truthRow: String {
        "\(time.iso8601),\(DecimalText.string(trueLatitude, places: 9, style: .fixed)),"
            + "\(DecimalText.string(trueLongitude, places: 9, style: .fixed)),\(DecimalText.string(trueAltitude, places: 3, style: .fixed))"
    }

    /// The header of the truth CSV.
    public static let truthHeader = "time,latitude,longitude,altitude"
}
