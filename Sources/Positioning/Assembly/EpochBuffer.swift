/// What the sentences of one epoch have told so far, before it becomes a ``Fix``.
///
/// Only sentences that say their data is valid set the position; every setter checks
/// ranges, so the buffer never holds an impossible value.
struct EpochBuffer: Sendable {
    /// Milliseconds since UTC midnight of the epoch, once a timed sentence told it.
    var time: Int?
    /// The date told by a sentence of this epoch (RMC, ZDA).
    var date: CivilDate?
    /// The fields merged so far; `mode` and `quality` are decided at emission.
    var fix = Fix()
    /// The quality told by GGA or GNS's quality indicator.
    var qualityIndicator: FixQuality?
    /// The quality told by a mode letter (RMC, GLL, VTG, GNS).
    var modeLetterQuality: FixQuality?
    /// The fix type of a GSA of this epoch (1 none, 2 2D, 3 3D).
    var gsaFixType: Int?
    /// The receiver's error estimate from GBS, used when no GST came.
    var gbsEllipse: ErrorEllipse?

    /// Sets the position unless it is out of range, not finite, or the 0°, 0° placeholder
    /// receivers send before their first fix.
    mutating func setPosition(latitude: Double?, longitude: Double?) {
        guard let latitude, let longitude, latitude.isFinite, longitude.isFinite,
              (-90...90).contains(latitude), (-180...180).contains(longitude),
              !(latitude == 0 && longitude == 0) else { return }
        fix.latitude = latitude
        fix.longitude = longitude
    }

    /// Sets speed over ground from knots (1 knot = 1852 m / 3600 s), unless negative or not finite.
    mutating func setSpeed(knots: Double?) {
        guard let knots, knots.isFinite, knots >= 0 else { return }
        fix.speed = knots * (1852.0 / 3600.0)
    }

    /// Sets the course over ground (degrees true), unless outside 0...360.
    mutating func setCourse(_ degrees: Double?) {
        guard let degrees, degrees.isFinite, (0...360).contains(degrees) else { return }
        fix.course = degrees
    }
}
