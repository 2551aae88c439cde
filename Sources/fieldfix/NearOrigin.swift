import ArgumentParser
import Output
import Capture
import FieldStore
import GPSD
import Positioning
import Receivers

/// Where a `near` query is centred, and how far it reaches: `--at LAT,LON`, or the first fix
/// from `--source` that passes the capture gate (accuracy under 20 m, 2D or better, fresh).
struct NearOrigin: ParsableArguments {
    /// Why no centre was found from the source.
    struct NoFix: Error, CustomStringConvertible {
        /// For people: what happened and the last refusal.
        let description: String
    }

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "The centre, decimal degrees: LAT,LON; south and west are negative (--at -33.8688,151.2093).", valueName: "LAT,LON"))
    var at: String?

    @Option(help: ArgumentHelp(
        "Take the centre from the first fix of this source that passes the capture gate (the default, from gpsd://localhost:2947, when --at is not given).",
        valueName: "url"))
    var source: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("With a source, give up after this many seconds without a passing fix.", valueName: "SECONDS"))
    var timeout: Double = 30

    @Option(parsing: .unconditional, help: "The radius, metres.") var radius: Double = 100

    func validate() throws {
        if let at, GeoPoint(parsing: at) == nil { throw ValidationError("--at \(at) is not LAT,LON in decimal degrees within range") }
        if at != nil && source != nil { throw ValidationError("give --at or --source, not both") }
        _ = try sourceURL
        guard radius.isFinite, radius > 0 else { throw ValidationError("--radius must be a positive number of metres") }
        guard timeout.isFinite, timeout > 0 else { throw ValidationError("--timeout must be a positive number of seconds") }
    }

    /// The centre of the query: `--at`, or the first passing fix of the source.
    ///
    /// - Throws: ``NoFix`` when the source ends, fails or times out before a fix passes the
    ///   gate (Ctrl-C too), naming the last reason a fix was refused.
    func point() async throws -> GeoPoint {
        if let at {
            guard let point = GeoPoint(parsing: at) else { throw ValidationError("--at \(at) is not LAT,LON") }
            return point
        }
        let url = try sourceURL
        let service = LocationService(source: url.makeSource())
        let feed = StatusFeed(service, duration: timeout)
        // The centre is what a capture session would take: its first auto-captured fix.
        var capture = AutoCapture(target: nil, policy: service.engine.policy)
        let clock = SystemClock()
        var refused: String?
        var ended: String?
        for await status in feed.statuses {
            if status.state == .fix, let update = status.update, let location = capture.feed(update, at: clock.now()),
               let point = GeoPoint(latitude: location.latitude, longitude: location.longitude) {
                await feed.stop()
                return point
            }
            if status.update != nil { refused = status.captureBlockedReason }
            if status.state == .ended { ended = status.error.map { "\(url) failed: \($0.detail)" } ?? "\(url) ended" }
        }
        await feed.stop()
        let why = refused.map { "; last fix refused: \($0)" } ?? "; no fix was received"
        let what = ended ?? (Interruption.happened ? "interrupted before a fix from \(url) passed the gate"
            : "no fix from \(url) passed the gate within \(CaptureText.number(timeout)) s")
        throw NoFix(description: what + why)
    }

    /// `--source` parsed, defaulting to local gpsd.
    private var sourceURL: SourceURL {
        get throws {
            guard let source else { return .defaultGPSD }
            do { return try SourceURL(parsing: source) } catch { throw ValidationError("\(error)") }
        }
    }
}
