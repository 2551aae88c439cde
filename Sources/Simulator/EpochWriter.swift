import Positioning

/// Writes a ``SimulatedEpoch`` as the NMEA 0183 sentences a multi-constellation receiver
/// sends: talker `GN` for the solution, `GP` and `GL` for the satellites in view.
public struct EpochWriter: Hashable, Sendable {
    /// The sentence types written (default: all of them).
    public var kinds: Set<SentenceKind>

    /// Creates a writer for a set of sentence types.
    public init(kinds: Set<SentenceKind> = Set(SentenceKind.allCases)) {
        self.kinds = kinds
    }

    /// The epoch's sentences, in ``SentenceKind`` order, each ended by CRLF.
    public func text(for epoch: SimulatedEpoch) -> String {
        var out = ""
        for kind in SentenceKind.allCases where kinds.contains(kind) {
            switch kind {
            case .rmc: out += rmc(epoch)
            case .vtg: out += vtg(epoch.fix)
            case .gga: out += gga(epoch)
            case .gsa: out += gsa(epoch)
            case .gsv: out += gsv(epoch)
            case .gst: out += gst(epoch)
            case .zda: out += zda(epoch)
            }
        }
        return out
    }

    func rmc(_ epoch: SimulatedEpoch) -> String {
        let fix = epoch.fix
        var s = SentenceText("GNRMC")
        s.field(Self.time(epoch.time))
        s.field(fix.hasPosition ? "A" : "V")
        Self.position(fix, into: &s)
        s.field(fix.speed.map { Self.knots($0) })
        s.field(fix.course.map { Decimals.fixed($0, WrittenPrecision.degrees) })
        let date = epoch.time.date
        s.field(date.map { Decimals.padded($0.day, 2) + Decimals.padded($0.month, 2) + Decimals.padded($0.year % 100, 2) })
        s.field(nil)
        s.field(nil)
        s.field(Self.modeLetter(fix.quality))
        return s.line
    }

    func vtg(_ fix: Fix) -> String {
        var s = SentenceText("GNVTG")
        s.field(fix.course.map { Decimals.fixed($0, WrittenPrecision.degrees) })
        s.field(fix.course == nil ? nil : "T")
        s.field(nil)
        s.field(nil)
        s.field(fix.speed.map { Self.knots($0) })
        s.field(fix.speed == nil ? nil : "N")
        s.field(fix.speed.map { Decimals.fixed(WrittenPrecision.round($0 * 3.6, WrittenPrecision.speed), WrittenPrecision.speed) })
        s.field(fix.speed == nil ? nil : "K")
        s.field(Self.modeLetter(fix.quality))
        return s.line
    }

    func gga(_ epoch: SimulatedEpoch) -> String {
        let fix = epoch.fix
        var s = SentenceText("GNGGA")
        s.field(Self.time(epoch.time))
        Self.position(fix, into: &s)
        s.field(String(Self.ggaQuality(fix.quality)))
        s.field(Decimals.padded(fix.satellitesUsed ?? 0, 2))
        s.field(fix.hdop.map { Decimals.fixed($0, WrittenPrecision.dop) })
        s.field(fix.altitudeMSL.map { Decimals.fixed($0, WrittenPrecision.altitude(fix.quality)) })
        s.field(fix.altitudeMSL == nil ? nil : "M")
        s.field(fix.geoidSeparation.map { Decimals.fixed($0, 1) })
        s.field(fix.geoidSeparation == nil ? nil : "M")
        s.field(fix.dgpsAge.map { Decimals.fixed($0, 1) })
        s.field(fix.dgpsStation.map { Decimals.padded($0, 4) })
        return s.line
    }

    func gsa(_ epoch: SimulatedEpoch) -> String {
        let fix = epoch.fix
        var out = ""
        for (constellation, systemID) in [(Constellation.gps, "1"), (.glonass, "2")] {
            var s = SentenceText("GNGSA")
            s.field("A")
            s.field(String(fix.mode.rawValue))
            let used = fix.hasPosition ? epoch.satellites.filter { $0.used && $0.constellation == constellation } : []
            for slot in 0..<12 {
                s.field(slot < used.count ? Decimals.padded(used[slot].prn, 2) : nil)
            }
            s.field(fix.pdop.map { Decimals.fixed($0, WrittenPrecision.dop) })
            s.field(fix.hdop.map { Decimals.fixed($0, WrittenPrecision.dop) })
            s.field(fix.vdop.map { Decimals.fixed($0, WrittenPrecision.dop) })
            s.field(systemID)
            out += s.line
        }
        return out
    }

    func gsv(_ epoch: SimulatedEpoch) -> String {
        var out = ""
        for (constellation, talker) in [(Constellation.gps, "GP"), (.glonass, "GL")] {
            let inView = epoch.satellites.filter { $0.constellation == constellation }
            let messages = Swift.max(1, (inView.count + 3) / 4)
            for message in 0..<messages {
                var s = SentenceText(talker + "GSV")
                s.field(String(messages))
                s.field(String(message + 1))
                s.field(Decimals.padded(inView.count, 2))
                for satellite in inView.dropFirst(message * 4).prefix(4) {
                    s.field(Decimals.padded(satellite.prn, 2))
                    s.field(Decimals.padded(satellite.elevation, 2))
                    s.field(Decimals.padded(satellite.azimuth, 3))
                    s.field(satellite.snr.map { Decimals.padded($0, 2) })
                }
                out += s.line
            }
        }
        return out
    }

    func gst(_ epoch: SimulatedEpoch) -> String {
        let e = epoch.fix.errorEllipse
        let meters = { (value: Double?) in value.map { Decimals.fixed($0, WrittenPrecision.meters) } }
        var s = SentenceText("GNGST")
        s.field(Self.time(epoch.time))
        s.field(meters(e?.rangeRMS))
        s.field(meters(e?.semiMajor))
        s.field(meters(e?.semiMinor))
        s.field(e?.orientation.map { Decimals.fixed($0, WrittenPrecision.degrees) })
        s.field(meters(e?.latitudeSigma))
        s.field(meters(e?.longitudeSigma))
        s.field(meters(e?.altitudeSigma))
        return s.line
    }

    func zda(_ epoch: SimulatedEpoch) -> String {
        var s = SentenceText("GNZDA")
        s.field(Self.time(epoch.time))
        let date = epoch.time.date
        s.field(date.map { Decimals.padded($0.day, 2) })
        s.field(date.map { Decimals.padded($0.month, 2) })
        s.field(date.map { Decimals.padded($0.year, 4) })
        s.field("00")
        s.field("00")
        return s.line
    }

    /// `hhmmss.ss`.
    static func time(_ time: FixTime) -> String {
        let ms = time.millisecondOfDay
        return Decimals.padded(ms / 3_600_000, 2) + Decimals.padded(ms / 60_000 % 60, 2)
            + Decimals.padded(ms / 1000 % 60, 2) + "." + Decimals.padded(ms % 1000 / 10, 2)
    }

    /// Latitude, N/S, longitude, E/W; four empty fields without a position.
    static func position(_ fix: Fix, into s: inout SentenceText) {
        guard fix.hasPosition, let lat = fix.latitude, let lon = fix.longitude else {
            for _ in 0..<4 { s.field(nil) }
            return
        }
        let minutes = WrittenPrecision.minutes(fix.quality)
        s.field(coordinate(lat, degreeWidth: 2, minutes: minutes))
        s.field(lat < 0 ? "S" : "N")
        s.field(coordinate(lon, degreeWidth: 3, minutes: minutes))
        s.field(lon < 0 ? "W" : "E")
    }

    /// `ddmm.mmmmm` or `dddmm.mmmmm`, with `minutes` decimals.
    static func coordinate(_ degrees: Double, degreeWidth: Int, minutes: Int) -> String {
        let parts = WrittenPrecision.coordinateParts(degrees, minutes: minutes)
        let power = WrittenPrecision.powerOfTen(minutes)
        return Decimals.padded(parts.degrees, degreeWidth) + Decimals.padded(Int(parts.scaledMinutes / power), 2)
            + "." + Decimals.padded(Int(parts.scaledMinutes % power), minutes)
    }

    /// Metres per second as knots with the written decimals.
    static func knots(_ speed: Double) -> String {
        Decimals.fixed(speed * 3600 / 1852, WrittenPrecision.speed)
    }

    /// The GGA quality indicator.
    static func ggaQuality(_ quality: FixQuality) -> Int {
        switch quality {
        case .invalid: return 0
        case .autonomous: return 1
        case .differential: return 2
        case .pps: return 3
        case .rtkFixed: return 4
        case .rtkFloat: return 5
        case .deadReckoning: return 6
        case .manual: return 7
        case .simulated: return 8
        }
    }

    /// The RMC/VTG mode indicator (NMEA 2.3).
    static func modeLetter(_ quality: FixQuality) -> String {
        switch quality {
        case .invalid: return "N"
        case .autonomous: return "A"
        case .differential: return "D"
        case .pps: return "P"
        case .rtkFixed: return "R"
        case .rtkFloat: return "F"
        case .deadReckoning: return "E"
        case .manual: return "M"
        case .simulated: return "S"
        }
    }
}
