import Positioning

/// The parts of a gpsd SKY report that a ``Positioning/Fix`` holds. gpsd sends DOPs
/// without satellites (receivers without GSV) and satellites without DOPs, so each part is
/// `nil` when the report did not carry it.
struct GPSDSky: Hashable, Sendable {
    /// The time of the satellite view, when gpsd sent one.
    var time: FixTime?
    /// The dilutions of precision, when the report carried them.
    var dops: DOPs?
    /// The satellites, when the report carried a satellite list.
    var satellites: Satellites?

    /// Horizontal, vertical and position dilutions of precision.
    struct DOPs: Hashable, Sendable {
        var hdop: Double?
        var vdop: Double?
        var pdop: Double?
    }

    /// Satellites used in the solution and in view, and the list they count.
    struct Satellites: Hashable, Sendable {
        var used: Int
        var inView: Int
        var list: [SkySatellite]
    }

    /// This report's parts laid over `older`: what this one did not carry is kept.
    func merged(over older: GPSDSky?) -> GPSDSky {
        GPSDSky(time: time ?? older?.time, dops: dops ?? older?.dops, satellites: satellites ?? older?.satellites)
    }

    /// Copies the DOPs and satellites into `fix`, the parts this report carried.
    func apply(to fix: inout Fix) {
        if let dops {
            fix.hdop = dops.hdop
            fix.vdop = dops.vdop
            fix.pdop = dops.pdop
        }
        if let satellites {
            fix.satellitesUsed = satellites.used
            fix.satellitesInView = satellites.inView
            fix.satellites = satellites.list
        }
    }
}
