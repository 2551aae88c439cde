import Positioning

/// Merges gpsd's TPV, SKY and GST reports into one ``Fix`` per epoch. Pure: no I/O, no clock.
///
/// gpsd sends an epoch's reports in an order that depends on the receiver, so the merger
/// holds the latest TPV until the next epoch's TPV arrives, or until the caller sees the
/// line go quiet and calls ``flush()``. The association rule, which holds for every
/// receiver order in gpsd's regression logs:
/// - SKY: gpsd reports a satellite view when the receiver's cycle completes it, which is
///   before the TPV of the same cycle. A TPV takes the DOPs and counts of the latest SKY
///   seen before it; a SKY that carries the TPV's own time always applies to it, and the
///   first SKY after a TPV applies to it when none came before. DOPs and satellites are
///   tracked apart, since gpsd sends each without the other (DOPs without satellites for
///   receivers that send no GSV).
/// - GST: joins the TPV with the same time, whichever came first.
/// - Repeated TPVs for the same time (gpsd refines an epoch as sentences arrive) replace
///   one another, keeping the DOPs already joined. A TPV with the time of an epoch already
///   given (the line went quiet mid-epoch) is late and dropped: an epoch is given once.
struct GPSDEpochMerger: Sendable {
    private var pending: Fix?
    private var pendingHasSky = false
    /// The time of the last epoch given.
    private var givenTime: FixTime?
    private var latestSky: GPSDSky?
    /// Recent GSTs by time, newest last; a few epochs are enough.
    private var recentGST: [(time: FixTime?, ellipse: ErrorEllipse)] = []
    private static let gstMemory = 4

    /// Takes one report; returns the epoch it completed, if any.
    mutating func receive(_ message: GPSDMessage) -> Fix? {
        switch message {
        case var .tpv(fix):
            if fix.time != nil, fix.time == givenTime { return nil }
            var completed: Fix?
            if let held = pending, held.time != fix.time {
                completed = held
                givenTime = held.time
            }
            if let held = pending, held.time == fix.time, pendingHasSky {
                fix.hdop = held.hdop; fix.vdop = held.vdop; fix.pdop = held.pdop
                fix.satellitesUsed = held.satellitesUsed; fix.satellitesInView = held.satellitesInView
                fix.satellites = held.satellites
            } else if let latestSky {
                latestSky.apply(to: &fix)
                pendingHasSky = true
            } else {
                pendingHasSky = false
            }
            if let gst = recentGST.last(where: { $0.time == fix.time }) { fix.errorEllipse = gst.ellipse }
            pending = fix
            return completed
        case let .sky(sky):
            latestSky = sky.merged(over: latestSky)
            if var held = pending, !pendingHasSky || (sky.time != nil && sky.time == held.time) {
                (pendingHasSky ? sky : latestSky!).apply(to: &held)
                pendingHasSky = true
                pending = held
            }
            return nil
        case let .gst(time, ellipse):
            recentGST.append((time, ellipse))
            if recentGST.count > Self.gstMemory { recentGST.removeFirst() }
            if var held = pending, held.time == time {
                held.errorEllipse = ellipse
                pending = held
            }
            return nil
        case .device:
            return nil
        }
    }

    /// Ends the held epoch: call it when no report came for a while, or the stream ended.
    mutating func flush() -> Fix? {
        defer { pending = nil }
        if let pending { givenTime = pending.time }
        return pending
    }
}
