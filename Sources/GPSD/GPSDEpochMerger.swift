import Positioning

/// Merges gpsd's TPV, SKY and GST reports into one ``Fix`` per epoch. Pure: no I/O, no clock.
///
/// gpsd sends an epoch's reports in an order that depends on the receiver: a GST may come
/// before or after the TPV of its time, and SKY (sent when a satellite view is complete)
/// usually comes before the TPV it belongs to. So the merger holds the latest TPV until the
/// next epoch's TPV arrives, or until the caller sees the line go quiet and calls ``flush()``:
/// - the TPV takes the DOPs of the latest SKY seen before it (or of the first SKY after it,
///   when none came before),
/// - a GST joins the TPV with the same time, whichever came first,
/// - repeated TPVs for the same time (gpsd refines the first epoch) replace one another.
struct GPSDEpochMerger: Sendable {
    private var pending: Fix?
    private var pendingHasSky = false
    private var latestSky: GPSDSky?
    /// Recent GSTs by time, newest last; a few epochs are enough.
    private var recentGST: [(time: FixTime?, ellipse: ErrorEllipse)] = []
    private static let gstMemory = 4

    /// Takes one report; returns the epoch it completed, if any.
    mutating func receive(_ message: GPSDMessage) -> Fix? {
        switch message {
        case var .tpv(fix):
            var completed: Fix?
            if let held = pending, held.time != fix.time {
                completed = held
            }
            if let held = pending, held.time == fix.time, pendingHasSky {
                fix.hdop = held.hdop; fix.vdop = held.vdop; fix.pdop = held.pdop
                fix.satellitesUsed = held.satellitesUsed; fix.satellitesInView = held.satellitesInView
            } else {
                pendingHasSky = apply(latestSky, to: &fix)
            }
            if let gst = recentGST.last(where: { $0.time == fix.time }) { fix.errorEllipse = gst.ellipse }
            pending = fix
            return completed
        case let .sky(sky):
            latestSky = sky
            if var held = pending, !pendingHasSky {
                pendingHasSky = apply(sky, to: &held)
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
        return pending
    }

    /// Copies a SKY's DOPs and counts into a fix; returns whether there was a SKY.
    private func apply(_ sky: GPSDSky?, to fix: inout Fix) -> Bool {
        guard let sky else { return false }
        fix.hdop = sky.hdop
        fix.vdop = sky.vdop
        fix.pdop = sky.pdop
        fix.satellitesUsed = sky.satellitesUsed
        fix.satellitesInView = sky.satellitesInView
        return true
    }
}
