/// A frozen location that passed the capture gate: what a record is stored with.
///
/// It can only be made from values that pass the gate's own invariants (a finite position
/// in range, a known accuracy under the threshold it was captured with, finite measures, an
/// average of at least one fix), here and nowhere else, so a store that
/// accepts only `CapturedLocation`s never holds an ungated record.
public struct CapturedLocation: Hashable, Sendable {
    /// Latitude, degrees.
    public let latitude: Double
    /// Longitude, degrees.
    public let longitude: Double
    /// Altitude above mean sea level, metres, when known.
    public let altitude: Double?
    /// Horizontal accuracy at capture (always known).
    public let horizontalAccuracy: Accuracy
    /// Vertical accuracy at capture, when known.
    public let verticalAccuracy: Accuracy?
    /// The threshold the accuracy passed, metres.
    public let maximumAccuracy: Double
    /// The fix quality at capture.
    public let quality: FixQuality
    /// Satellites used, when known.
    public let satellitesUsed: Int?
    /// HDOP at capture, when known.
    public let hdop: Double?
    /// Speed over ground at capture, m/s, when known.
    public let speed: Double?
    /// Course over ground at capture, degrees true, when known.
    public let course: Double?
    /// The receiver's time of the (last) fix, when known.
    public let time: FixTime?
    /// How the location was taken.
    public let method: CaptureMethod
    /// The fixes an averaged location was made from, in order; empty for other methods. A
    /// store keeps them apart from the record (FieldStore's `averagedFixes(of:)`).
    public var averagedFixes: [AveragedFix] = []

    /// Creates a captured location, checking the gate's invariants.
    ///
    /// - Throws: ``CapturedLocationError`` naming the first invariant that fails.
    public init(
        latitude: Double, longitude: Double, altitude: Double?, horizontalAccuracy: Accuracy,
        verticalAccuracy: Accuracy?, maximumAccuracy: Double, quality: FixQuality,
        satellitesUsed: Int?, hdop: Double?, speed: Double?, course: Double?, time: FixTime?,
        method: CaptureMethod
    ) throws(CapturedLocationError) {
        guard latitude.isFinite, (-90...90).contains(latitude) else { throw .latitudeOutOfRange(latitude) }
        guard longitude.isFinite, (-180...180).contains(longitude) else { throw .longitudeOutOfRange(longitude) }
        let meters = horizontalAccuracy.meters
        guard meters.isFinite, meters >= 0 else { throw .accuracyInvalid(meters) }
        guard meters < maximumAccuracy else { throw .accuracyNotUnderLimit(meters, limit: maximumAccuracy) }
        guard quality.isMeasured else { throw .qualityNotMeasured(quality) }
        for (name, value) in [("altitude", altitude), ("hdop", hdop), ("speed", speed), ("course", course),
                              ("verticalAccuracy", verticalAccuracy?.meters), ("maximumAccuracy", maximumAccuracy)] {
            if let value, !value.isFinite { throw .notFinite(name, value) }
        }
        if case let .averaged(count, duration, scatter) = method,
           count < 1 || !duration.isFinite || duration < 0 || !scatter.isFinite || scatter < 0 {
            throw .averageInvalid(count: count, duration: duration, scatter: scatter)
        }
        self.latitude = latitude
        self.longitude = longitude
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.maximumAccuracy = maximumAccuracy
        self.quality = quality
        self.satellitesUsed = satellitesUsed
        self.hdop = hdop
        self.speed = speed
        self.course = course
        self.time = time
        self.method = method
    }

    /// Captures one assessed fix that the gate allowed.
    ///
    /// - Throws: ``CapturedLocationError/notAllowed(_:)`` when the update's verdict is a
    ///   refusal, or another case when an invariant fails.
    public init(update: LocationUpdate, maximumAccuracy: Double, method: CaptureMethod) throws(CapturedLocationError) {
        if case let .refused(reason) = update.verdict { throw .notAllowed(reason) }
        let fix = update.fix
        guard let lat = fix.latitude, let lon = fix.longitude else { throw .notAllowed(.noFix) }
        guard let accuracy = update.horizontalAccuracy else { throw .notAllowed(.accuracyUnknown) }
        try self.init(
            latitude: lat, longitude: lon, altitude: fix.altitudeMSL, horizontalAccuracy: accuracy,
            verticalAccuracy: update.verticalAccuracy, maximumAccuracy: maximumAccuracy,
            quality: fix.quality, satellitesUsed: fix.satellitesUsed, hdop: fix.hdop,
            speed: fix.speed, course: fix.course, time: fix.time, method: method)
    }
}

/// Why a ``CapturedLocation`` could not be made.
public enum CapturedLocationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The gate refused the fix.
    case notAllowed(CaptureRefusal)
    /// Latitude not within -90...90.
    case latitudeOutOfRange(Double)
    /// Longitude not within -180...180.
    case longitudeOutOfRange(Double)
    /// Accuracy negative, NaN or infinite.
    case accuracyInvalid(Double)
    /// Accuracy not strictly under the limit.
    case accuracyNotUnderLimit(Double, limit: Double)
    /// Dead-reckoned, manual, simulated or invalid position.
    case qualityNotMeasured(FixQuality)
    /// A measure given that is NaN or infinite (altitude, HDOP, speed, course, vertical
    /// accuracy, the limit), by name.
    case notFinite(String, Double)
    /// An average of no fixes, or with a negative or non-finite duration or scatter.
    case averageInvalid(count: Int, duration: Double, scatter: Double)

    public var description: String {
        switch self {
        case let .notAllowed(reason): return "capture not allowed: \(reason)"
        case let .latitudeOutOfRange(v): return "latitude \(v) is outside -90...90"
        case let .longitudeOutOfRange(v): return "longitude \(v) is outside -180...180"
        case let .accuracyInvalid(v): return "accuracy \(v) m is not a valid radius"
        case let .accuracyNotUnderLimit(v, limit):
            return "accuracy \(oneDecimal(v)) m is not under \(oneDecimal(limit, trimZero: true)) m"
        case let .qualityNotMeasured(q): return "\(q.label) position is not a measured one"
        case let .notFinite(name, v): return "\(name) is \(v)"
        case let .averageInvalid(count, duration, scatter):
            return "averaged capture with count \(count), duration \(duration), scatter \(scatter)"
        }
    }
}
