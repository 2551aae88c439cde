import NMEA

/// Satellites used (GSA) and in view (GSV) per constellation, and each satellite in view
/// with its signal level, gathered over the bursts of GSA and GSV sentences a receiver
/// sends each cycle (one per constellation or signal).
///
/// A burst starts with the first GSA (or GSV) after any other sentence; the counts of the
/// last burst stay until the next one replaces them, as receivers send GSV less often
/// than positions.
struct SatelliteTally: Sendable {
    /// Satellites used in the solution, per constellation (last GSA burst).
    private(set) var used = ConstellationCounts()
    /// Satellites in view, per constellation (last GSV burst).
    private(set) var inView = ConstellationCounts()
    /// Whether any GSA was seen.
    private(set) var hasUsed = false
    /// Whether any GSV was seen.
    private(set) var hasInView = false
    private var previous: SentenceKind?
    /// The satellites used (last GSA burst): as bits, and in a list those whose numbers the
    /// bits cannot hold.
    private var usedSet = SatelliteSet()
    private var usedOthers: [SatelliteID] = []
    /// The satellites of the current GSV burst whose numbers the bits hold.
    private var inViewSet = SatelliteSet()
    /// The satellites in view (last GSV burst) with their used flags: the list the fixes
    /// share, added to in place (no allocation) once the fixes that held it are gone.
    private var inViewSatellites: [SkySatellite] = []
    /// Whether the used flags of ``inViewSatellites`` follow the satellites used.
    private var usedFlagsAreCurrent = true

    /// A satellite's system and number within it.
    private struct SatelliteID: Equatable, Sendable {
        var constellation: Constellation
        var svid: Int
    }

    /// The satellites in view (last GSV burst), marked used when the last GSA burst named
    /// them; empty before any GSV. The flags are set in place, after either burst changed.
    mutating func sky() -> [SkySatellite] {
        if !usedFlagsAreCurrent {
            let (usedSet, usedOthers) = (usedSet, usedOthers)
            inViewSatellites.withUnsafeMutableBufferPointer { satellites in
                for index in satellites.indices {
                    let (constellation, svid) = (satellites[index].constellation, satellites[index].svid)
                    satellites[index].used = SatelliteSet.holds(svid) ? usedSet.contains(constellation, svid)
                        : usedOthers.contains(SatelliteID(constellation: constellation, svid: svid))
                }
            }
            usedFlagsAreCurrent = true
        }
        return inViewSatellites
    }

    /// Records one satellite used in the solution, from a GSA of the current burst.
    /// Inlined into GSA's loop over its satellites.
    @inline(__always)
    mutating func addUsed(_ constellation: Constellation, number: Int) {
        used[constellation] += 1
        let svid = Constellation.svid(nmea: number, in: constellation)
        if SatelliteSet.holds(svid) {
            usedSet.insert(constellation, svid)
        } else {
            usedOthers.append(SatelliteID(constellation: constellation, svid: svid))
        }
        usedFlagsAreCurrent = false
    }

    /// Records one satellite of a GSV of `constellation`; a satellite already seen in this
    /// burst (another signal of it, NMEA 4.11) keeps its strongest signal. Inlined into
    /// GSV's loop over its satellites.
    @inline(__always)
    mutating func addInView(_ satellite: SatelliteInView, constellation: Constellation) {
        let svid = Constellation.svid(nmea: Int(satellite.id), in: constellation)
        usedFlagsAreCurrent = false
        // Only a satellite already seen (or one the bits cannot hold) needs the search.
        if SatelliteSet.holds(svid) && inViewSet.insert(constellation, svid) {
            inViewSatellites.append(SkySatellite(
                constellation: constellation, svid: svid, elevation: satellite.elevation.map(Int.init),
                azimuth: satellite.azimuth.map(Int.init), snr: satellite.snr.map(Int.init)))
        } else {
            addInViewSearching(satellite, constellation: constellation, svid: svid)
        }
    }

    /// ``addInView(_:constellation:)`` for a satellite that may be in the list already.
    private mutating func addInViewSearching(_ satellite: SatelliteInView, constellation: Constellation, svid: Int) {
        let snr = satellite.snr.map(Int.init)
        if let i = inViewSatellites.firstIndex(where: { $0.constellation == constellation && $0.svid == svid }) {
            if let snr, snr > inViewSatellites[i].snr ?? -1 { inViewSatellites[i].snr = snr }
            return
        }
        inViewSatellites.append(SkySatellite(
            constellation: constellation, svid: svid, elevation: satellite.elevation.map(Int.init),
            azimuth: satellite.azimuth.map(Int.init), snr: snr))
    }

    /// Records a GSV group's count of satellites in view for one constellation. Groups for
    /// several signals of one constellation (NMEA 4.11) count the satellites once.
    mutating func setInView(_ count: Int, for constellation: Constellation) {
        inView[constellation] = max(inView[constellation], count)
    }

    /// Notes each merged sentence's type, starting a new burst where one begins. Inlined
    /// into each type's merge, where `kind` is a constant.
    @inline(__always)
    mutating func saw(_ kind: SentenceKind) {
        if kind == .gsa && previous != .gsa { beginUsedBurst() }
        if kind == .gsv && previous != .gsv { beginInViewBurst() }
        previous = kind
    }

    /// Forgets the satellites used, as a GSA burst begins.
    private mutating func beginUsedBurst() {
        used = ConstellationCounts()
        usedSet.removeAll()
        usedOthers.removeAll(keepingCapacity: true)
        hasUsed = true
    }

    /// Forgets the satellites in view, as a GSV burst begins.
    private mutating func beginInViewBurst() {
        inView = ConstellationCounts()
        inViewSatellites.removeAll(keepingCapacity: true)
        inViewSet.removeAll()
        hasInView = true
    }
}
