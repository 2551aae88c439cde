import NMEA
import Positioning

/// Writes a ``SimulatedEpoch`` as the NMEA 0183 sentences a multi-constellation receiver
/// sends: talker `GN` for the solution, `GP` and `GL` for the satellites in view. The text
/// comes from the `NMEA` module's writer (`Sentence.encoded()`), so it reads back as the
/// epoch's values.
public struct EpochWriter: Hashable, Sendable {
    /// The sentence types written (default: ``SentenceKind/standard``).
    public var kinds: Set<SentenceKind>

    /// Creates a writer for a set of sentence types.
    public init(kinds: Set<SentenceKind> = SentenceKind.standard) {
        self.kinds = kinds
    }

    /// The epoch's sentences, in ``SentenceKind`` order, each ended by CRLF.
    public func text(for epoch: SimulatedEpoch) -> String {
        var out = ""
        for kind in SentenceKind.allCases where kinds.contains(kind) {
            for sentence in sentences(kind, epoch) {
                out += sentence.encoded()
                out += "\r\n"
            }
        }
        return out
    }

    /// The sentences of one type for an epoch.
    func sentences(_ kind: SentenceKind, _ epoch: SimulatedEpoch) -> [Sentence] {
        switch kind {
        case .rmc: return [.rmc(rmc(epoch))]
        case .vtg: return [.vtg(vtg(epoch.fix))]
        case .gga: return [.gga(gga(epoch))]
        case .gsa: return gsa(epoch).map { .gsa($0) }
        case .gsv: return gsv(epoch).map { .gsv($0) }
        case .gst: return [.gst(gst(epoch))]
        case .gbs: return [.gbs(gbs(epoch))]
        case .pubx: return [.pubx00(pubx00(epoch))]
        case .pgrme: return [.pgrme(pgrme(epoch.fix))]
        case .zda: return [.zda(zda(epoch))]
        }
    }

    func rmc(_ epoch: SimulatedEpoch) -> RMC {
        let fix = epoch.fix
        var s = RMC(talker: .gnss)
        s.time = UTCTime(millisecondOfDay: epoch.time.millisecondOfDay)
        s.status = fix.hasPosition ? .valid : .invalid
        if fix.hasPosition {
            s.latitude = fix.latitude
            s.longitude = fix.longitude
        }
        s.speedKnots = fix.speed.map(Self.knots)
        s.course = fix.course
        s.date = epoch.time.date.flatMap { UTCDate(year: $0.year, month: $0.month, day: $0.day) }
        s.mode = fix.quality.modeIndicator
        return s
    }

    func vtg(_ fix: Fix) -> VTG {
        var s = VTG(talker: .gnss)
        s.courseTrue = fix.course
        s.speedKnots = fix.speed.map(Self.knots)
        s.speedKmh = fix.speed.map { WrittenPrecision.round($0 * 3.6, WrittenPrecision.speed) }
        s.mode = fix.quality.modeIndicator
        return s
    }

    func gga(_ epoch: SimulatedEpoch) -> GGA {
        let fix = epoch.fix
        var s = GGA(talker: .gnss)
        s.time = UTCTime(millisecondOfDay: epoch.time.millisecondOfDay)
        if fix.hasPosition {
            s.latitude = fix.latitude
            s.longitude = fix.longitude
        }
        s.quality = fix.quality.ggaQuality
        s.satellitesUsed = UInt8(clamping: fix.satellitesUsed ?? 0)
        s.hdop = fix.hdop
        s.altitude = fix.altitudeMSL
        s.geoidSeparation = fix.geoidSeparation
        s.differentialAge = fix.dgpsAge
        s.differentialStation = fix.dgpsStation.map { UInt16(clamping: $0) }
        return s
    }

    func gsa(_ epoch: SimulatedEpoch) -> [GSA] {
        let fix = epoch.fix
        return [(Constellation.gps, SystemID.gps), (.glonass, .glonass)].map { constellation, system in
            var s = GSA(talker: .gnss)
            s.selectionMode = .automatic
            s.fixType = GSA.FixType(rawValue: UInt8(fix.mode.rawValue))
            if fix.hasPosition {
                let used = epoch.satellites.filter { $0.used && $0.constellation == constellation }
                s.satellites = InlineList(used.prefix(12).map { UInt16($0.prn) })
            }
            s.pdop = fix.pdop
            s.hdop = fix.hdop
            s.vdop = fix.vdop
            s.systemID = system
            return s
        }
    }

    func gsv(_ epoch: SimulatedEpoch) -> [GSV] {
        var result: [GSV] = []
        for (constellation, talker) in [(Constellation.gps, Talker.gps), (.glonass, .glonass)] {
            let inView = epoch.satellites.filter { $0.constellation == constellation }
            let messages = Swift.max(1, (inView.count + 3) / 4)
            for message in 0..<messages {
                var s = GSV(talker: talker)
                s.messageCount = UInt8(messages)
                s.messageNumber = UInt8(message + 1)
                s.satellitesInView = UInt8(inView.count)
                s.satellites = InlineList(inView.dropFirst(message * 4).prefix(4).map {
                    SatelliteInView(id: UInt16($0.prn), elevation: Int8($0.elevation), azimuth: UInt16($0.azimuth),
                                    snr: $0.snr.map(Double.init))
                })
                result.append(s)
            }
        }
        return result
    }

    func gst(_ epoch: SimulatedEpoch) -> GST {
        let e = epoch.fix.errorEllipse
        var s = GST(talker: .gnss)
        s.time = UTCTime(millisecondOfDay: epoch.time.millisecondOfDay)
        s.rangeRMS = e?.rangeRMS
        s.semiMajor = e?.semiMajor
        s.semiMinor = e?.semiMinor
        s.orientation = e?.orientation
        s.latitudeError = e?.latitudeSigma
        s.longitudeError = e?.longitudeSigma
        s.altitudeError = e?.altitudeSigma
        return s
    }

    /// GBS's expected errors are the GST's latitude, longitude and altitude sigmas.
    func gbs(_ epoch: SimulatedEpoch) -> GBS {
        let e = epoch.fix.errorEllipse
        var s = GBS(talker: .gnss)
        s.time = UTCTime(millisecondOfDay: epoch.time.millisecondOfDay)
        s.latitudeError = e?.latitudeSigma
        s.longitudeError = e?.longitudeSigma
        s.altitudeError = e?.altitudeSigma
        return s
    }

    /// `$PUBX,00` with u-blox's figures: `hAcc` the DRMS, `vAcc` the altitude sigma.
    func pubx00(_ epoch: SimulatedEpoch) -> PUBX00 {
        let fix = epoch.fix
        let e = fix.errorEllipse
        let m = WrittenPrecision.meters
        var s = PUBX00()
        s.time = UTCTime(millisecondOfDay: epoch.time.millisecondOfDay)
        s.navigationStatus = Self.navigationStatus(fix)
        if fix.hasPosition {
            s.latitude = fix.latitude
            s.longitude = fix.longitude
            s.ellipsoidHeight = fix.altitudeHAE
            s.horizontalAccuracy = VendorFigures.ubloxHorizontal(e).map { WrittenPrecision.round($0, m) }
            s.verticalAccuracy = e?.altitudeSigma
        }
        s.speedKmh = fix.speed.map { WrittenPrecision.round($0 * 3.6, WrittenPrecision.speed) }
        s.course = fix.course
        s.differentialAge = fix.dgpsAge
        s.hdop = fix.hdop
        s.vdop = fix.vdop
        s.satellitesUsed = UInt8(clamping: fix.satellitesUsed ?? 0)
        return s
    }

    /// `$PGRME` with Garmin's figures as FieldFix reads them: 50% horizontal and vertical
    /// errors, and their root sum of squares as the 3D figure.
    func pgrme(_ fix: Fix) -> PGRME {
        var s = PGRME()
        guard fix.hasPosition else { return s }
        let m = WrittenPrecision.meters
        let horizontal = VendorFigures.garminHorizontal(fix.errorEllipse).map { WrittenPrecision.round($0, m) }
        let vertical = fix.mode == .threeD ? VendorFigures.garminVertical(fix.errorEllipse).map { WrittenPrecision.round($0, m) } : nil
        s.horizontalError = horizontal
        s.verticalError = vertical
        if let horizontal, let vertical {
            s.positionError = WrittenPrecision.round((horizontal * horizontal + vertical * vertical).squareRoot(), m)
        }
        return s
    }

    func zda(_ epoch: SimulatedEpoch) -> ZDA {
        var s = ZDA(talker: .gnss)
        s.time = UTCTime(millisecondOfDay: epoch.time.millisecondOfDay)
        s.date = epoch.time.date.flatMap { UTCDate(year: $0.year, month: $0.month, day: $0.day) }
        s.localZoneHours = 0
        s.localZoneMinutes = 0
        return s
    }

    /// Metres per second as knots, rounded as the simulator rounded them.
    static func knots(_ speed: Double) -> Double {
        WrittenPrecision.round(speed * 3600 / 1852, WrittenPrecision.speed)
    }

    /// `$PUBX,00`'s navigation status: no fix, dead reckoning, or stand-alone or
    /// differential (RTK included, which the status does not tell apart) 2D or 3D.
    static func navigationStatus(_ fix: Fix) -> PUBX00.NavigationStatus {
        guard fix.hasPosition else { return .noFix }
        let threeD = fix.mode == .threeD
        switch fix.quality {
        case .deadReckoning: return .deadReckoning
        case .differential, .rtkFixed, .rtkFloat: return threeD ? .differential3D : .differential2D
        case .invalid, .autonomous, .pps, .manual, .simulated: return threeD ? .standalone3D : .standalone2D
        }
    }
}
