import Geodesy

/// Merges the sentences of each receiver epoch into one ``Fix``.
///
/// Feed it every parsed sentence in order; it calls `emit` once per epoch, once the epoch is
/// complete, and ``finish(emit:)`` flushes the last one at the end of a stream. An epoch is
/// never emitted twice, and never before it is complete, wherever the stream was joined.
///
/// - An epoch begins at its first timed sentence (GGA, RMC, GLL, GNS, GST, GBS, ZDA,
///   `$PUBX,00`) and takes every sentence up to the next epoch's first timed sentence:
///   sentences without a time (GSA, GSV, VTG, `$PGRME`) belong to the epoch of the timed
///   sentences before them. The rule rests only on time changes, which are seen wherever the
///   stream was joined, so it cuts every receiver's stream into the same epochs from any
///   starting point. It is gpsd's rule too: a receiver that sends its GSA and GSV before its
///   timed sentences has them reported with the epoch before, as gpsd reports them.
/// - Sentences before the stream's first timed sentence end an epoch whose time was not seen:
///   they update what lasts across epochs (satellites, DOPs, the date) and give no fix.
/// - An epoch is complete at the next time change; it is emitted sooner, at its last
///   sentence, once the receiver's cycle has shown which sentence that is (see
///   ``CycleLearner``). Should a sentence of the epoch still follow, it is late: it updates
///   what lasts across epochs, and the learner stops ending the cycle that early.
/// - A sentence with the time of the epoch emitted before the current one is late and
///   dropped, rather than split the current epoch.
/// - Dates come from RMC and ZDA and carry over to later epochs, across midnight; before
///   any date is told, fixes carry the time of day with an unknown date.
/// - Only sentences that mark their data valid give a position (not RMC or GLL status V,
///   GGA quality 0, mode letter N, `$PUBX,00` status NF or TT); positions out of range and
///   the 0°, 0° placeholder are dropped. A fix without a position has mode ``FixMode/noFix``.
/// - Satellites used (GSA) and in view (GSV) and the DOPs of GSA stay until the next
///   GSA or GSV burst replaces them.
/// - Climb is derived from the altitudes of successive epochs when the receiver sends no
///   vertical velocity (`$PUBX,00` does), and so is speed over ground from their positions
///   when the receiver sends no speed (GGA-only receivers), as gpsd does.
///
/// It is a value with no I/O: time comes only from the sentences. It allocates nothing per
/// sentence or per fix: fixes are handed to a non-escaping closure.
///
/// ```swift
/// var assembler = EpochAssembler()
/// for sentence in sentences {
///     assembler.consume(sentence) { fix in print(fix) }
/// }
/// assembler.finish { fix in print(fix) }
/// ```
public struct EpochAssembler: Sendable {
    /// The epoch being merged; its time is `nil` before the stream's first timed sentence and
    /// after an epoch was emitted at its last sentence, when what arrives is late.
    var epoch = EpochBuffer()
    /// The time of the last epoch emitted.
    private var emittedTime: Int?
    private var cycle = CycleLearner()
    private var dates = DateTracker()
    /// Satellites used and in view, across epochs.
    var satellites = SatelliteTally()
    /// DOPs of the last GSA, across epochs.
    var dops: (hdop: Double?, vdop: Double?, pdop: Double?) = (nil, nil, nil)
    /// The last two epochs emitted, for climb and derived speed.
    private var history: (last: EpochSample?, before: EpochSample?) = (nil, nil)

    /// Whether fixes carry their list of satellites in view (``Fix/satellites``); their
    /// counts are set either way. Without it, GSA's satellites are only counted.
    public let keepsSatellites: Bool

    /// Creates an assembler that has seen nothing yet; `keepsSatellites` as the property.
    public init(keepsSatellites: Bool = true) {
        self.keepsSatellites = keepsSatellites
    }

    /// Emits the last epoch, if it has a time and was not emitted yet. Call it at the end
    /// of a stream.
    public mutating func finish<E: Error>(emit: (consuming Fix) throws(E) -> Void) throws(E) {
        if epoch.time != nil { try emitEpoch(emit) }
    }

    /// Merges one sentence: a `time` other than the current epoch's begins the next epoch
    /// (emitting the current one if it was not emitted yet); then applies `body`, and emits
    /// the epoch when this sentence is the cycle's learned end. Always inlined: each sentence
    /// type's `consume` gets its own copy, with `body` and the cycle's bookkeeping in place.
    @inline(__always)
    mutating func merge<E: Error>(
        _ kind: SentenceKind, time: Int?, _ emit: (consuming Fix) throws(E) -> Void,
        _ body: (inout EpochAssembler) -> Void
    ) throws(E) {
        if let time, time != epoch.time {
            if time == emittedTime {
                // Late for the epoch emitted last: dropped while the next epoch is open; after
                // an early emission, merged where only what lasts across epochs is kept.
                guard epoch.time == nil else { return }
            } else {
                if epoch.time != nil { try emitEpoch(emit) }
                cycle.cycleEnded()
                epoch = EpochBuffer()
                epoch.time = time
            }
        }
        satellites.saw(kind)
        body(&self)
        if cycle.saw(kind), epoch.time != nil { try emitEpoch(emit) }
    }

    /// Records that a sentence told the date at a time of day (RMC, ZDA).
    mutating func tellDate(_ date: CivilDate, at time: Int) {
        dates.observe(date, at: time)
        if epoch.time == time { epoch.date = date }
    }

    /// Builds the fix of the current epoch, hands it to `emit`, and leaves an epoch without
    /// a time, which only late sentences reach until the next time change.
    private mutating func emitEpoch<E: Error>(_ emit: (consuming Fix) throws(E) -> Void) throws(E) {
        guard let time = epoch.time else { return }
        // Filled in place: a fix returned by a function was copied several times over.
        var fix = Fix()
        makeFix(&fix, time: time)
        emittedTime = time
        epoch = EpochBuffer()
        try emit(consume fix)
    }

    /// Makes `fix`, a new ``Fix``, that of the current epoch: decides mode and quality, adds
    /// what lasts across epochs (satellites, DOPs), derives climb.
    private mutating func makeFix(_ fix: inout Fix, time: Int) {
        fix.time = FixTime(date: epoch.date ?? dates.date(at: time), millisecondOfDay: time)
        fix.latitude = epoch.latitude
        fix.longitude = epoch.longitude
        // Without a position, what depends on one (altitude, separation, speed, course) is
        // left out, and mode and quality stay no fix and invalid.
        if epoch.latitude != nil {
            fix.altitudeMSL = epoch.altitudeMSL
            fix.geoidSeparation = epoch.geoidSeparation
            if epoch.geoidSeparation != nil { fix.geoidSeparationSource = .receiver }
            fix.speed = epoch.speed
            fix.course = epoch.course
            fix.quality = epoch.qualityIndicator ?? epoch.modeLetterQuality ?? .autonomous
            fix.mode = epoch.gsaFixType != 2 && epoch.altitudeMSL != nil ? .threeD : .twoD
        }
        fix.magneticVariation = epoch.magneticVariation
        fix.climb = epoch.climb
        fix.satellitesUsed = epoch.satellitesUsed ?? (satellites.hasUsed ? satellites.used.total : nil)
        fix.usedByConstellation = satellites.used
        fix.hdop = epoch.hdop ?? dops.hdop
        fix.vdop = epoch.vdop ?? dops.vdop
        fix.pdop = dops.pdop
        fix.errorEllipse = epoch.errorEllipse ?? epoch.gbsEllipse
        fix.reportedAccuracy = epoch.reportedAccuracy
        if epoch.latitude != nil, epoch.saidInvalid {
            fix.conflict = .saidInvalid
        } else if epoch.positionSpread > FixPlausibility.epochPositionSpread {
            fix.conflict = .positionsApart(meters: epoch.positionSpread)
        }
        fix.dgpsAge = epoch.dgpsAge
        fix.dgpsStation = epoch.dgpsStation
        if satellites.hasInView {
            fix.satellitesInView = satellites.inView.total
            fix.inViewByConstellation = satellites.inView
            if keepsSatellites { fix.satellites = satellites.sky() }
        }
        deriveMotion(of: &fix, time: time)
    }

    /// Derives climb, and speed when the receiver sent none, from the previous epoch:
    /// successive epochs only, less than 12 hours apart (across midnight too).
    private mutating func deriveMotion(of fix: inout Fix, time: Int) {
        let sample = EpochSample(time: time, latitude: fix.latitude, longitude: fix.longitude, altitude: fix.altitudeMSL)
        history = (sample, history.last)
        guard let before = history.before else { return }
        let elapsed = FixTime.millisecondsOfDay(from: before.time, to: time)
        guard elapsed > 0, elapsed < 43_200_000 else { return }
        let seconds = Double(elapsed) / 1000
        if fix.climb == nil, let altitude = fix.altitudeMSL, let previous = before.altitude {
            fix.climb = (altitude - previous) / seconds
        }
        if fix.speed == nil, let lat = fix.latitude, let lon = fix.longitude,
           let previousLat = before.latitude, let previousLon = before.longitude {
            fix.speed = LocalFrame.distance(fromLatitude: previousLat, longitude: previousLon,
                                              toLatitude: lat, longitude: lon) / seconds
            fix.speedIsDerived = true
        }
    }
}

/// Time (milliseconds since UTC midnight), position and altitude of an emitted epoch.
struct EpochSample: Sendable {
    var time: Int
    var latitude: Double?
    var longitude: Double?
    var altitude: Double?
}
