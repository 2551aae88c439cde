import NMEA

/// One `consume` per sentence type: each maps the sentence's fields onto the epoch.
extension EpochAssembler {
    /// Merges one sentence of any type; types that carry nothing for a fix (HDT, TXT,
    /// proprietary sentences other than `$PUBX,00` and `$PGRME`, encapsulated sentences)
    /// are ignored.
    ///
    /// - Parameters:
    ///   - sentence: the next sentence of the stream.
    ///   - emit: called with each epoch this sentence completes (at most two: the previous
    ///     epoch, when this sentence begins a new one, and the new one, when it also ends it).
    /// - Complexity: O(1), no heap allocation. Inlinable (and always inlined): where the
    ///   caller knows the sentence's type, as in ``NMEAReader/read(into:)``, the switch
    ///   folds away.
    @inlinable @inline(__always)
    public mutating func consume<E: Error>(_ sentence: borrowing Sentence, emit: (consuming Fix) throws(E) -> Void) throws(E) {
        switch sentence {
        case .gga(let gga): try consume(gga, emit: emit)
        case .rmc(let rmc): try consume(rmc, emit: emit)
        case .gsa(let gsa): try consume(gsa, emit: emit)
        case .gsv(let gsv): try consume(gsv, emit: emit)
        case .gst(let gst): try consume(gst, emit: emit)
        case .vtg(let vtg): try consume(vtg, emit: emit)
        case .gll(let gll): try consume(gll, emit: emit)
        case .zda(let zda): try consume(zda, emit: emit)
        case .gns(let gns): try consume(gns, emit: emit)
        case .gbs(let gbs): try consume(gbs, emit: emit)
        case .pubx00(let pubx): try consume(pubx, emit: emit)
        case .pgrme(let pgrme): try consume(pgrme, emit: emit)
        case .hdt, .txt, .raw: return
        }
    }

    /// Merges a GGA: time, position, altitude, geoid separation, quality, satellites used,
    /// HDOP, differential age and station. Quality 0 gives no position.
    public mutating func consume<E: Error>(_ gga: GGA, emit: (consuming Fix) throws(E) -> Void) throws(E) {
        let quality = gga.quality.flatMap(FixQuality.init(gga:))
        try mergePositionFix(.gga, gga.fix, quality: quality, saysInvalid: gga.quality == .invalid, emit)
    }

    /// Merges an RMC: time, date, and when its status is `A` (and its mode is not `N`)
    /// position, speed, course and magnetic variation.
    public mutating func consume<E: Error>(_ rmc: RMC, emit: (consuming Fix) throws(E) -> Void) throws(E) {
        let time = rmc.time.map { Int($0.millisecondOfDay) }
        try merge(.rmc, time: time, emit) { a in
            if let time, let date = rmc.date.flatMap(CivilDate.init(utc:)) { a.tellDate(date, at: time) }
            guard rmc.status == .valid, rmc.mode != .notValid else {
                if rmc.status == .invalid || rmc.mode == .notValid { a.epoch.saidInvalid = true }
                return
            }
            if let quality = rmc.mode.flatMap(FixQuality.init(modeIndicator:)) { a.epoch.modeLetterQuality = quality }
            a.epoch.setPosition(latitude: rmc.latitude, longitude: rmc.longitude)
            a.epoch.setSpeed(knots: rmc.speedKnots)
            a.epoch.setCourse(rmc.course)
            if let variation = rmc.magneticVariation { a.epoch.magneticVariation = variation }
        }
    }

    /// Merges a GSA: fix type, DOPs and the satellites used (a burst of GSAs, one per
    /// constellation, counts them all).
    public mutating func consume<E: Error>(_ gsa: GSA, emit: (consuming Fix) throws(E) -> Void) throws(E) {
        try merge(.gsa, time: nil, emit) { a in
            if let type = gsa.fixType { a.epoch.gsaFixType = Int(type.rawValue) }
            if gsa.hdop != nil || gsa.vdop != nil || gsa.pdop != nil {
                a.dops = (gsa.hdop, gsa.vdop, gsa.pdop)
            }
            let system = gsa.systemID.flatMap(Constellation.init(systemID:)) ?? Constellation(talker: gsa.talker)
            for prn in gsa.satellites {
                a.satellites.addUsed(Constellation.of(prn: Int(prn), system: system), number: Int(prn), keeping: a.keepsSatellites)
            }
        }
    }

    /// Merges a GSV: the count of satellites in view of its constellation, and its
    /// satellites with their signal levels (not those of a burst joined in its middle).
    public mutating func consume<E: Error>(_ gsv: GSV, emit: (consuming Fix) throws(E) -> Void) throws(E) {
        try merge(.gsv, time: nil, emit) { a in
            guard a.satellites.takesGSV(number: gsv.messageNumber) else { return }
            let system = Constellation(talker: gsv.talker)
            for satellite in gsv.satellites {
                a.satellites.addInView(satellite, constellation: Constellation.of(prn: Int(satellite.id), system: system))
            }
            guard let count = gsv.satellitesInView else { return }
            a.satellites.setInView(Int(count), for: system ?? .unknown)
        }
    }

    /// Merges a GLL: time and, when its status is `A` (and its mode is not `N`), position.
    public mutating func consume<E: Error>(_ gll: GLL, emit: (consuming Fix) throws(E) -> Void) throws(E) {
        try merge(.gll, time: gll.time.map { Int($0.millisecondOfDay) }, emit) { a in
            guard gll.status == .valid, gll.mode != .notValid else {
                if gll.status == .invalid || gll.mode == .notValid { a.epoch.saidInvalid = true }
                return
            }
            if let quality = gll.mode.flatMap(FixQuality.init(modeIndicator:)) { a.epoch.modeLetterQuality = quality }
            a.epoch.setPosition(latitude: gll.latitude, longitude: gll.longitude)
        }
    }

    /// Merges a GNS: like GGA, with one mode letter per constellation; the position is
    /// valid when any letter is, and the quality is the best letter's.
    public mutating func consume<E: Error>(_ gns: GNS, emit: (consuming Fix) throws(E) -> Void) throws(E) {
        let quality = gns.modes.flatMap(FixQuality.init(bestOf:))
        try mergePositionFix(.gns, gns.fix, quality: quality, saysInvalid: false, emit)
    }

    /// Merges the fields GGA and GNS share: satellites used and HDOP always; with a
    /// `quality` (what the sentence's own field 6 says), also the quality, position,
    /// altitude, geoid separation, differential age and station. `saysInvalid` when field 6
    /// itself says the fix is not valid.
    @inline(__always)
    private mutating func mergePositionFix<E: Error>(
        _ kind: SentenceKind, _ fix: PositionFixFields, quality: FixQuality?, saysInvalid: Bool,
        _ emit: (consuming Fix) throws(E) -> Void
    ) throws(E) {
        try merge(kind, time: fix.time.map { Int($0.millisecondOfDay) }, emit) { a in
            if let count = fix.satellitesUsed { a.epoch.satellitesUsed = Int(count) }
            if let hdop = fix.hdop { a.epoch.hdop = hdop }
            if saysInvalid { a.epoch.saidInvalid = true }
            guard let quality else { return }
            a.epoch.qualityIndicator = quality
            a.epoch.setPosition(latitude: fix.latitude, longitude: fix.longitude)
            if let altitude = fix.altitude { a.epoch.altitudeMSL = altitude }
            if let separation = fix.geoidSeparation { a.epoch.geoidSeparation = separation }
            if let age = fix.differentialAge { a.epoch.dgpsAge = age }
            if let station = fix.differentialStation { a.epoch.dgpsStation = Int(station) }
        }
    }

    /// Merges a VTG: course and speed (knots, or km/h when knots are empty), unless its
    /// mode is `N`.
    public mutating func consume<E: Error>(_ vtg: VTG, emit: (consuming Fix) throws(E) -> Void) throws(E) {
        try merge(.vtg, time: nil, emit) { a in
            guard vtg.mode != .notValid else { return }
            a.epoch.setCourse(vtg.courseTrue)
            a.epoch.setSpeed(knots: vtg.speedKnots ?? vtg.speedKmh.map { $0 * (1000.0 / 1852.0) })
        }
    }

    /// Merges a GST: the receiver's error ellipse and sigmas (an all-empty GST, as sent
    /// without a fix, gives none).
    public mutating func consume<E: Error>(_ gst: GST, emit: (consuming Fix) throws(E) -> Void) throws(E) {
        try merge(.gst, time: gst.time.map { Int($0.millisecondOfDay) }, emit) { a in
            guard gst.rangeRMS != nil || gst.semiMajor != nil || gst.semiMinor != nil
                || gst.latitudeError != nil || gst.longitudeError != nil || gst.altitudeError != nil
            else { return }
            a.epoch.errorEllipse = ErrorEllipse(
                rangeRMS: gst.rangeRMS, semiMajor: gst.semiMajor, semiMinor: gst.semiMinor,
                orientation: gst.orientation, latitudeSigma: gst.latitudeError,
                longitudeSigma: gst.longitudeError, altitudeSigma: gst.altitudeError)
        }
    }

    /// Merges a GBS: its expected latitude, longitude and altitude errors stand in for the
    /// GST sigmas when the epoch has no GST.
    public mutating func consume<E: Error>(_ gbs: GBS, emit: (consuming Fix) throws(E) -> Void) throws(E) {
        try merge(.gbs, time: gbs.time.map { Int($0.millisecondOfDay) }, emit) { a in
            guard gbs.latitudeError != nil || gbs.longitudeError != nil || gbs.altitudeError != nil else { return }
            a.epoch.gbsEllipse = ErrorEllipse(
                latitudeSigma: gbs.latitudeError, longitudeSigma: gbs.longitudeError,
                altitudeSigma: gbs.altitudeError, origin: .gbs)
        }
    }

    /// Merges a `$PUBX,00`: time, DOPs and satellites used; with a navigation status that
    /// gives a position (not `NF` or `TT`), position, quality, speed, course, climb (its
    /// vertical velocity is positive downwards), differential age, and the receiver's
    /// `hAcc`/`vAcc` as ``ReportedAccuracy`` of origin `ublox`. Its height is above the
    /// ellipsoid: it gives the altitude above sea level only with the geoid separation of a
    /// GGA or GNS of the same epoch that came before it.
    public mutating func consume<E: Error>(_ pubx: PUBX00, emit: (consuming Fix) throws(E) -> Void) throws(E) {
        try merge(.pubx00, time: pubx.time.map { Int($0.millisecondOfDay) }, emit) { a in
            if let count = pubx.satellitesUsed { a.epoch.satellitesUsed = Int(count) }
            if let hdop = pubx.hdop { a.epoch.hdop = hdop }
            if let vdop = pubx.vdop { a.epoch.vdop = vdop }
            guard let quality = pubx.navigationStatus.flatMap(FixQuality.init(pubx:)) else { return }
            a.epoch.modeLetterQuality = quality
            a.epoch.setPosition(latitude: pubx.latitude, longitude: pubx.longitude)
            a.epoch.setSpeed(knots: pubx.speedKmh.map { $0 * (1000.0 / 1852.0) })
            a.epoch.setCourse(pubx.course)
            if let down = pubx.verticalVelocity, down.isFinite { a.epoch.climb = -down }
            if let age = pubx.differentialAge { a.epoch.dgpsAge = age }
            if a.epoch.altitudeMSL == nil, let height = pubx.ellipsoidHeight,
               let separation = a.epoch.geoidSeparation {
                a.epoch.altitudeMSL = height - separation
            }
            if pubx.horizontalAccuracy != nil || pubx.verticalAccuracy != nil {
                a.epoch.reportedAccuracy = ReportedAccuracy(
                    origin: .ublox, horizontal: pubx.horizontalAccuracy, vertical: pubx.verticalAccuracy)
            }
        }
    }

    /// Merges a `$PGRME`: Garmin's estimated horizontal and vertical position errors as
    /// ``ReportedAccuracy`` of origin `garmin`. It has no time, so it joins the epoch in
    /// progress, as GSA and VTG do: Garmin receivers send it after the RMC and GGA of its
    /// second (GPS 16x/18x technical specifications, "NMEA 0183 Output"); one sent once an
    /// epoch was emitted would join the next.
    public mutating func consume<E: Error>(_ pgrme: PGRME, emit: (consuming Fix) throws(E) -> Void) throws(E) {
        try merge(.pgrme, time: nil, emit) { a in
            guard pgrme.horizontalError != nil || pgrme.verticalError != nil else { return }
            a.epoch.reportedAccuracy = ReportedAccuracy(
                origin: .garmin, horizontal: pgrme.horizontalError, vertical: pgrme.verticalError)
        }
    }

    /// Merges a ZDA: time and the full date.
    public mutating func consume<E: Error>(_ zda: ZDA, emit: (consuming Fix) throws(E) -> Void) throws(E) {
        let time = zda.time.map { Int($0.millisecondOfDay) }
        try merge(.zda, time: time, emit) { a in
            if let time, let date = zda.date.flatMap(CivilDate.init(utc:)) { a.tellDate(date, at: time) }
        }
    }
}
