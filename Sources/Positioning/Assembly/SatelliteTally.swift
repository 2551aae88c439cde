import NMEA

/// Satellites used (GSA) and in view (GSV) per constellation, and each satellite in view
/// with its signal level, gathered over the bursts of GSA and GSV sentences a receiver
/// sends each cycle (one per constellation or signal).
///
/// A burst starts with the first GSA (or GSV) after any other sentence; the counts of the
/// last burst stay until the next one replaces them, as receivers send GSV less often
/// than positions. A GSV burst whose first sentence is not the first of its group was joined
/// in its middle (where the stream began): it is incomplete, so it replaces nothing.
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
    /// Whether the GSV being merged is the first of a burst.
    private var startsInViewBurst = false
    /// Whether the current GSV burst began at the first sentence of a group.
    private var inViewBurstIsWhole = false
    /// The satellites used (last GSA burst): as bits, and in a list those whose numbers the
    /// bits cannot hold.
    private var usedSet = SatelliteSet()
    private var usedOthers: [SatelliteID] = []
    /// The satellites of the current GSV burst whose numbers the bits hold.
    private var inViewSet = SatelliteSet()
    /// The satellites in view (last GSV burst), in the order first seen: the first
    /// ``inlineCapacity`` in place, any more in ``inViewOverflow``.
    private var inViewInline = InlineRecords(repeating: SkySatellite(constellation: .unknown, svid: 0))
    private var inViewCount = 0
    private var inViewOverflow: [SkySatellite] = []
    /// The list ``sky()`` last made, which the fixes share; remade in place (no
    /// allocation) once the fixes that held it are gone.
    private var skySatellites: [SkySatellite] = []
    /// Whether ``skySatellites`` follows both bursts.
    private var skyIsCurrent = true

    /// How many satellites in view are kept in place; more than all the satellites of four
    /// full constellations.
    static var inlineCapacity: Int { InlineRecords.count }
    private typealias InlineRecords = InlineArray<64, SkySatellite>

    /// A satellite's system and number within it.
    private struct SatelliteID: Equatable, Sendable {
        var constellation: Constellation
        var svid: Int
    }

    /// The satellites in view (last GSV burst), marked used when the last GSA burst named
    /// them; empty before any GSV. Remade after either burst changed.
    mutating func sky() -> [SkySatellite] {
        guard !skyIsCurrent else { return skySatellites }
        // Taken out while it is remade, so that it stays uniquely referenced.
        var sky: [SkySatellite] = []
        swap(&sky, &skySatellites)
        let count = inViewCount + inViewOverflow.count
        if sky.count > count {
            sky.removeLast(sky.count - count)
        } else if sky.count < count {
            sky.append(contentsOf: repeatElement(SkySatellite(constellation: .unknown, svid: 0), count: count - sky.count))
        }
        let (usedSet, usedOthers, inlineCount, overflow) = (usedSet, usedOthers, inViewCount, inViewOverflow)
        inViewInline.span.withUnsafeBufferPointer { inline in
            sky.withUnsafeMutableBufferPointer { sky in
                guard let target = sky.baseAddress, let source = inline.baseAddress else { return }
                target.update(from: source, count: inlineCount)
                (target + inlineCount).update(from: overflow, count: overflow.count)
                for index in sky.indices {
                    let (constellation, svid) = (sky[index].constellation, sky[index].svid)
                    sky[index].used = SatelliteSet.holds(svid) ? usedSet.contains(constellation, svid)
                        : usedOthers.contains(SatelliteID(constellation: constellation, svid: svid))
                }
            }
        }
        skySatellites = sky
        skyIsCurrent = true
        return sky
    }

    /// Records one satellite used in the solution, from a GSA of the current burst: counts
    /// it, and when `keeping`, keeps it for ``sky()``'s used flags. Inlined into GSA's loop
    /// over its satellites.
    @inline(__always)
    mutating func addUsed(_ constellation: Constellation, number: Int, keeping: Bool) {
        used[constellation] += 1
        guard keeping else { return }
        let svid = Constellation.svid(nmea: number, in: constellation)
        if SatelliteSet.holds(svid) {
            usedSet.insert(constellation, svid)
        } else {
            usedOthers.append(SatelliteID(constellation: constellation, svid: svid))
        }
        skyIsCurrent = false
    }

    /// Records one satellite of a GSV of `constellation`; a satellite already seen in this
    /// burst (another signal of it, NMEA 4.11) keeps its strongest signal. Inlined into
    /// GSV's loop over its satellites.
    @inline(__always)
    mutating func addInView(_ satellite: SatelliteInView, constellation: Constellation) {
        let svid = Constellation.svid(nmea: Int(satellite.id), in: constellation)
        let record = SkySatellite(
            constellation: constellation, svid: Int32(truncatingIfNeeded: svid), elevation: satellite.elevation,
            azimuth: satellite.azimuth, snrTenths: satellite.snrTenths, used: false)
        skyIsCurrent = false
        // Only a satellite already seen (or one the bits cannot hold) needs the search.
        if SatelliteSet.holds(svid) && inViewSet.insert(constellation, svid) && inViewCount < Self.inlineCapacity {
            inViewInline[inViewCount] = record
            inViewCount &+= 1
        } else {
            addInViewSearching(record)
        }
    }

    /// ``addInView(_:constellation:)`` for a satellite that may be in the list already, or
    /// that does not fit in place.
    private mutating func addInViewSearching(_ record: SkySatellite) {
        func isIt(_ other: SkySatellite) -> Bool {
            other.constellation == record.constellation && other.svid == record.svid
        }
        for index in 0..<inViewCount where isIt(inViewInline[index]) {
            return inViewInline[index].keepStronger(of: record)
        }
        if let index = inViewOverflow.firstIndex(where: isIt) {
            return inViewOverflow[index].keepStronger(of: record)
        }
        if inViewCount < Self.inlineCapacity {
            inViewInline[inViewCount] = record
            inViewCount += 1
        } else {
            inViewOverflow.append(record)
        }
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
        startsInViewBurst = kind == .gsv && previous != .gsv
        previous = kind
    }

    /// Whether the GSV being merged, the `number`th of its group, belongs to a whole burst;
    /// at a whole burst's first sentence, forgets the last burst's satellites in view.
    @inline(__always)
    mutating func takesGSV(number: UInt8?) -> Bool {
        if startsInViewBurst {
            startsInViewBurst = false
            inViewBurstIsWhole = number == nil || number == 1
            if inViewBurstIsWhole { beginInViewBurst() }
        }
        return inViewBurstIsWhole
    }

    /// Forgets the satellites used, as a GSA burst begins (a burst that names none leaves
    /// no satellite in view marked used).
    private mutating func beginUsedBurst() {
        used = ConstellationCounts()
        usedSet.removeAll()
        usedOthers.removeAll(keepingCapacity: true)
        hasUsed = true
        skyIsCurrent = false
    }

    /// Forgets the satellites in view, as a GSV burst begins.
    private mutating func beginInViewBurst() {
        inView = ConstellationCounts()
        inViewCount = 0
        inViewOverflow.removeAll(keepingCapacity: true)
        inViewSet.removeAll()
        skyIsCurrent = false
        hasInView = true
    }
}
