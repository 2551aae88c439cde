/// One receiver epoch: everything the receiver said about one instant, merged.
///
/// Every source ends in a `Fix`: the NMEA path (``EpochAssembler``) and gpsd (TPV, SKY and
/// GST messages). Fields the receiver did not send are `nil`, never 0 or NaN.
/// A `Fix` holds no position unless the receiver said it was valid: ``latitude`` and
/// ``longitude`` are `nil` for an invalid fix.
public struct Fix: Hashable, Sendable {
    /// The UTC time of the epoch, when known.
    public var time: FixTime?
    /// Latitude in degrees, north positive, -90 to 90.
    public var latitude: Double?
    /// Longitude in degrees, east positive, -180 to 180.
    public var longitude: Double?
    /// Altitude above mean sea level (the geoid), metres.
    public var altitudeMSL: Double?
    /// Geoid separation: the geoid's height above the WGS 84 ellipsoid, metres.
    public var geoidSeparation: Double?
    /// Height above the WGS 84 ellipsoid from a receiver that gives no altitude MSL (UBX
    /// NAV-SOL's ECEF position), metres; ``resolveGeoidSeparation(with:)`` derives
    /// ``altitudeMSL`` from it when a geoid model covers the position.
    public var ellipsoidHeight: Double?
    /// Speed over ground, metres per second.
    public var speed: Double?
    /// Whether ``speed`` was derived from the distance between successive positions
    /// (a receiver that sends no speed over ground) rather than reported by the receiver.
    /// A derived speed carries the noise of two positions, so the capture gate does not
    /// refuse a fix on it.
    public var speedIsDerived = false
    /// Course over ground, degrees from true north.
    public var course: Double?
    /// Magnetic variation, degrees, east positive.
    public var magneticVariation: Double?
    /// Vertical speed, metres per second, up positive (derived from successive altitudes).
    public var climb: Double?
    /// The dimension of the fix.
    public var mode: FixMode
    /// How the position was obtained.
    public var quality: FixQuality
    /// Satellites used in the solution, when the receiver told the count.
    public var satellitesUsed: Int?
    /// Satellites in view, when the receiver sent GSV.
    public var satellitesInView: Int?
    /// Satellites used, per constellation (from GSA).
    public var usedByConstellation: ConstellationCounts
    /// Satellites in view, per constellation (from GSV).
    public var inViewByConstellation: ConstellationCounts
    /// The satellites in view with their signal levels and whether each was used (NMEA GSV
    /// with GSA, UBX NAV-SAT or NAV-SVINFO, gpsd's SKY); empty when no per-satellite report came.
    public var satellites: [SkySatellite] = []
    /// Horizontal dilution of precision.
    public var hdop: Double?
    /// Vertical dilution of precision.
    public var vdop: Double?
    /// Position dilution of precision.
    public var pdop: Double?
    /// The receiver's error estimate (GST), when it sent one.
    public var errorEllipse: ErrorEllipse?
    /// The receiver's other accuracy figures (u-blox hAcc/vAcc, Garmin PGRME), when sent.
    public var reportedAccuracy: ReportedAccuracy?
    /// Sentences of the epoch that contradicted one another, if any: such a fix is never
    /// captured (``FixPlausibility``).
    public var conflict: EpochConflict?
    /// Where ``geoidSeparation`` came from, when it is known.
    public var geoidSeparationSource: GeoidSeparationSource?
    /// Age of the differential corrections, seconds.
    public var dgpsAge: Double?
    /// Differential reference station ID.
    public var dgpsStation: Int?

    /// Creates a fix; everything but the mode and quality defaults to unknown.
    public init(
        time: FixTime? = nil, latitude: Double? = nil, longitude: Double? = nil,
        altitudeMSL: Double? = nil, geoidSeparation: Double? = nil, speed: Double? = nil,
        course: Double? = nil, magneticVariation: Double? = nil, climb: Double? = nil,
        mode: FixMode = .noFix, quality: FixQuality = .invalid, satellitesUsed: Int? = nil,
        satellitesInView: Int? = nil, usedByConstellation: ConstellationCounts = .init(),
        inViewByConstellation: ConstellationCounts = .init(), hdop: Double? = nil,
        vdop: Double? = nil, pdop: Double? = nil, errorEllipse: ErrorEllipse? = nil,
        dgpsAge: Double? = nil, dgpsStation: Int? = nil
    ) {
        self.time = time
        self.latitude = latitude
        self.longitude = longitude
        self.altitudeMSL = altitudeMSL
        self.geoidSeparation = geoidSeparation
        self.speed = speed
        self.course = course
        self.magneticVariation = magneticVariation
        self.climb = climb
        self.mode = mode
        self.quality = quality
        self.satellitesUsed = satellitesUsed
        self.satellitesInView = satellitesInView
        self.usedByConstellation = usedByConstellation
        self.inViewByConstellation = inViewByConstellation
        self.hdop = hdop
        self.vdop = vdop
        self.pdop = pdop
        self.errorEllipse = errorEllipse
        self.dgpsAge = dgpsAge
        self.dgpsStation = dgpsStation
    }

    /// Height above the WGS 84 ellipsoid (altitude MSL plus geoid separation, else the
    /// receiver's ``ellipsoidHeight``), metres.
    public var altitudeHAE: Double? {
        guard let altitudeMSL, let geoidSeparation else { return ellipsoidHeight }
        return altitudeMSL + geoidSeparation
    }

    /// Whether the fix holds a usable position: 2D or 3D, with latitude and longitude.
    public var hasPosition: Bool {
        mode >= .twoD && latitude != nil && longitude != nil
    }
}
