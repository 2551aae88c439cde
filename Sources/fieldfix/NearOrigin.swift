import Acquisition
import ArgumentParser
import FieldStore
import Receivers
import SystemIO

/// Where a `near` query is centred, and how far it reaches: `--at LAT,LON`, or the first fix
/// from `--source` that passes the capture gate (accuracy under 20 m, 2D or better, fresh).
struct NearOrigin: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "The centre, decimal degrees: LAT,LON; south and west are negative (--at -33.8688,151.2093).", valueName: "LAT,LON"))
    var at: String?
    @Option(help: ArgumentHelp(
        "Take the centre from the first fix of this source that passes the capture gate (the default, from gpsd://localhost:2947, when --at is not given).",
        valueName: "url"))
    var source: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("With a source, give up after this many seconds without a passing fix.", valueName: "SECONDS"))
    var timeout: Double = 30
    @Option(parsing: .unconditional, help: "The radius, metres.") var radius: Double = SearchRadius.standard

    func validate() throws {
        if let at, GeoPoint(parsing: at) == nil { throw ValidationError("--at \(at) is not LAT,LON in decimal degrees within range") }
        if at != nil && source != nil { throw ValidationError("give --at or --source, not both") }
        _ = try sourceURL
        guard SearchRadius.isValid(radius) else { throw ValidationError("--radius " + SearchRadius.requirement) }
        guard timeout.isFinite, timeout > 0 else { throw ValidationError("--timeout must be a positive number of seconds") }
    }

    /// The centre of the query: `--at`, or the first passing fix of the source.
    ///
    /// - Throws: `PassingFixSearch.Failure` when the source ends, fails or times out before a
    ///   fix passes the gate (Ctrl-C too), naming the last reason a fix was refused.
    func point() async throws -> GeoPoint {
        if let at {
            guard let point = GeoPoint(parsing: at) else { throw ValidationError("--at \(at) is not LAT,LON") }
            return point
        }
        Interruption.install()
        let location = try await PassingFixSearch(url: try sourceURL, timeout: timeout, stopRequested: { Interruption.happened }).run()
        guard let point = GeoPoint(latitude: location.latitude, longitude: location.longitude) else {
            throw PositionOutOfRange(latitude: location.latitude, longitude: location.longitude)
        }
        return point
    }

    /// A passing fix whose position is no point on Earth: the source's fault, not the
    /// command line's (exit 1, not 64).
    struct PositionOutOfRange: Error, CustomStringConvertible {
        let latitude: Double
        let longitude: Double
        var description: String { "the source gave a position out of range: \(latitude), \(longitude)" }
    }

    /// `--source` parsed, defaulting to local gpsd.
    private var sourceURL: SourceURL {
        get throws {
            guard let source else { return .defaultGPSD }
            do { return try SourceURL(parsing: source) } catch { throw ValidationError("\(error)") }
        }
    }
}
