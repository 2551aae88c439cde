import Geodesy

/// What the sentences of one epoch have told so far, before it becomes a ``Fix``.
///
/// Only sentences that say their data is valid set the position; every setter checks
/// ranges, so the buffer never holds an impossible value. It holds only the fields
/// sentences set, and no reference: the assembler copies it as plain bytes (to keep the
/// emitted epoch) and builds the ``Fix`` once, at emission.
struct EpochBuffer: Sendable {
    /// Milliseconds since UTC midnight of the epoch, once a timed sentence told it.
    var time: Int?
    /// The date told by a sentence of this epoch (RMC, ZDA).
    var date: CivilDate?
    /// Latitude in degrees, set with ``longitude`` by ``setPosition(latitude:longitude:)``.
    var latitude: Double?
    /// Longitude in degrees.
    var longitude: Double?
    /// Altitude above mean sea level, metres.
    var altitudeMSL: Double?
    /// Geoid separation told by the receiver, metres.
    var geoidSeparation: Double?
    /// Speed over ground, metres per second.
    var speed: Double?
    /// Course over ground, degrees true.
    var course: Double?
    /// Magnetic variation, degrees, east positive.
    var magneticVariation: Double?
    /// Vertical speed told by the receiver, metres per second, up positive.
    var climb: Double?
    /// Satellites used, as GGA, GNS or `$PUBX,00` counted them.
    var satellitesUsed: Int?
    /// HDOP told by a timed sentence (GGA, GNS, `$PUBX,00`).
    var hdop: Double?
    /// VDOP told by `$PUBX,00`.
    var vdop: Double?
    /// Age of the differential corrections, seconds.
    var dgpsAge: Double?
    /// Differential reference station ID.
    var dgpsStation: Int?
    /// The receiver's error estimate from GST.
    var errorEllipse: ErrorEllipse?
    /// The receiver's other accuracy figures (`$PUBX,00`, `$PGRME`).
    var reportedAccuracy: ReportedAccuracy?
    /// The quality told by GGA or GNS's quality indicator.
    var qualityIndicator: FixQuality?
    /// The quality told by a mode letter (RMC, GLL, VTG, GNS).
    var modeLetterQuality: FixQuality?
    /// The fix type of a GSA of this epoch (1 none, 2 2D, 3 3D).
    var gsaFixType: Int?
    /// The receiver's error estimate from GBS, used when no GST came.
    var gbsEllipse: ErrorEllipse?
    /// Whether a sentence of this epoch said its data was not valid.
    var saidInvalid = false
    /// The farthest a later sentence's position lay from the first one's, metres.
    var positionSpread = 0.0

    /// Sets the position unless it is out of range, not finite, or the 0°, 0° placeholder
    /// receivers send before their first fix.
    mutating func setPosition(latitude: Double?, longitude: Double?) {
        guard let latitude, let longitude, latitude.isFinite, longitude.isFinite,
              (-90...90).contains(latitude), (-180...180).contains(longitude),
              !(latitude == 0 && longitude == 0) else { return }
        // Sentences of one epoch give one solution: measured only past rounding (1e-4° is
        // about 11 m), where they might contradict each other.
        if let first = self.latitude, let firstLongitude = self.longitude,
           abs(latitude - first) > 1e-4 || abs(longitude - firstLongitude) > 1e-4 {
            let apart = LocalFrame.distance(fromLatitude: first, longitude: firstLongitude, toLatitude: latitude, longitude: longitude)
            positionSpread = max(positionSpread, apart)
        }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Sets speed over ground from knots (1 knot = 1852 m / 3600 s), unless negative or not finite.
    mutating func setSpeed(knots: Double?) {
        guard let knots, knots.isFinite, knots >= 0 else { return }
        speed = knots * (1852.0 / 3600.0)
    }

    /// Sets the course over ground (degrees true), unless outside 0...360.
    mutating func setCourse(_ degrees: Double?) {
        guard let degrees, degrees.isFinite, (0...360).contains(degrees) else { return }
        course = degrees
    }
}
