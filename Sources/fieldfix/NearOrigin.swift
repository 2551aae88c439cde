import ArgumentParser
import FieldStore

/// Where a `near` query is centred, and how far it reaches.
///
/// The point comes from `--at LAT,LON`; ``point()`` is the one place another origin (such as
/// the live fix of a location source) would be resolved.
struct NearOrigin: ParsableArguments {
    @Option(help: ArgumentHelp("The centre, decimal degrees: LAT,LON.", valueName: "LAT,LON"))
    var at: String

    @Option(help: "The radius, metres.") var radius: Double = 100

    func validate() throws {
        guard GeoPoint(parsing: at) != nil else { throw ValidationError("--at \(at) is not LAT,LON in decimal degrees within range") }
        guard radius.isFinite, radius > 0 else { throw ValidationError("--radius must be a positive number of metres") }
    }

    /// The centre of the query.
    func point() throws -> GeoPoint {
        guard let point = GeoPoint(parsing: at) else { throw ValidationError("--at \(at) is not LAT,LON") }
        return point
    }
}
