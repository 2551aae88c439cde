import Geodesy

/// Merges the sentences of each receiver epoch into one ``Fix``.
///
/// Feed it every parsed sentence in order; it calls `emit` once per epoch, as soon as the
/// epoch is complete, and ``finish(emit:)`` flushes the last one at the end of a stream.
///
/// - An epoch is the run of sentences that share one time of day (sentences without a
///   time, such as GSA, GSV and VTG, belong to the epoch they arrive in).
/// - The receiver's cycle is learned as gpsd does (see ``CycleLearner``): when a new time
///   begins before the previous epoch was emitted, the last sentence before it ends the
///   cycle, and from then on an epoch is emitted as soon as that sentence arrives. Sentences
///   without a time that follow the epoch's timed ones (a GSA after RMC and GGA) belong to
///   it, so the cycle may end with one, or with the last of a GSA or GSV burst; those sent
///   before the stream's first timed sentence lead each cycle instead. Should a sentence
///   with the emitted epoch's time still follow, that type is forgotten and the epoch is
///   emitted again, complete (consumers keep the last fix per time, as with gpsd's TPVs). A
///   sentence with the previous epoch's time arriving once the next epoch has begun is
///   late and dropped.
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
    /// The epoch being merged.
    var epoch = EpochBuffer()
    /// The last epoch emitted, kept until the next timed sentence shows whether it was
    /// complete; none while its time is `nil` (an epoch is emitted only once it has a time).
    /// Not an optional: reading the time of an optional's payload copied the whole buffer.
    private var emitted = EpochBuffer()
    /// The sentence type whose arrival emitted ``emitted``.
    private var emittedBy: SentenceKind?
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
        if epoch.time != nil { try emitEpoch(by: nil, emit) }
    }

    /// Merges one sentence: moves to a new epoch when `time` differs from the current
    /// epoch's (emitting the current one if it was not emitted yet), applies `body`, and
    /// emits the epoch when `kind` ends the receiver's cycle. Always inlined: each sentence
    /// type's `consume` gets its own copy, with `body` and the cycle's bookkeeping in place.
    @inline(__always)
    mutating func merge<E: Error>(
        _ kind: SentenceKind, time: Int?, _ emit: (consuming Fix) throws(E) -> Void,
        _ body: (inout EpochAssembler) -> Void
    ) throws(E) {
        if let time {
            if epoch.time != time { guard try begin(at: time, emit) else { return } }
        } else if cycle.leads(kind), epoch.time != nil {
            // It opens the next epoch: the current one is complete.
            try emitEpoch(by: nil, emit)
            cycle.cycleEndedUnseen()
        }
        satellites.saw(kind)
        body(&self)
        cycle.saw(kind, timed: time != nil)
        if cycle.ends(kind), epoch.time != nil { try emitEpoch(by: kind, emit) }
    }

    /// Records that a sentence told the date at a time of day (RMC, ZDA).
    mutating func tellDate(_ date: CivilDate, at time: Int) {
        dates.observe(date, at: time)
        if epoch.time == time { epoch.date = date }
    }

    /// A timed sentence with another time than the current epoch's arrived: decides whether
    /// it reopens the emitted epoch or begins one. Returns `false` for a late sentence of the
    /// epoch emitted before the current one, which is dropped rather than split the current epoch.
    private mutating func begin<E: Error>(at time: Int, _ emit: (consuming Fix) throws(E) -> Void) throws(E) -> Bool {
        switch epoch.time {
        case _? where emitted.time == time:
            return false
        case nil:
            if emitted.time == time {
                // A sentence of the emitted epoch: it was not complete.
                if let emittedBy { cycle.doesNotEnd(emittedBy) }
                swap(&epoch, &emitted)
                emitted = EpochBuffer()
            } else {
                cycle.cycleEndedSeen()
                epoch.time = time
            }
            return true
        case _?:
            try emitEpoch(by: nil, emit)
            cycle.cycleEndedUnseen()
            epoch.time = time
            return true
        }
    }

    /// Builds the fix of the current epoch, hands it to `emit`, and starts a new epoch.
    private mutating func emitEpoch<E: Error>(by kind: SentenceKind?, _ emit: (consuming Fix) throws(E) -> Void) throws(E) {
        guard let time = epoch.time else { return }
        // Filled in place: a fix returned by a function was copied several times over.
        var fix = Fix()
        makeFix(&fix, time: time)
        emitted = epoch
        emittedBy = kind
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
    /// successive epochs only, less than 12 hours apart (across midnight too). A re-emitted
    /// epoch is compared with the one before it.
    private mutating func deriveMotion(of fix: inout Fix, time: Int) {
        let sample = EpochSample(time: time, latitude: fix.latitude, longitude: fix.longitude, altitude: fix.altitudeMSL)
        if let last = history.last, last.time == time {
            history.last = sample
        } else {
            history = (sample, history.last)
        }
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
