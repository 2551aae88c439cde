import Positioning

/// Collects passing fixes for an averaged capture and makes the averaged location.
///
/// Samples whose gate verdict is a refusal (or that lack a position or an accuracy) are
/// skipped, not fatal. Times are event times (``CaptureSession/Instant``); the recorded
/// duration prefers the receiver's own fix times when the first and last samples have them.
public struct Averager: Hashable, Sendable {
    /// When averaging is done.
    public enum Goal: Hashable, Sendable {
        /// After this many passing fixes.
        case count(Int)
        /// Once this many seconds have passed since the first passing fix.
        case duration(Double)
    }

    /// When averaging is done.
    public let goal: Goal
    private var samples: [AveragedPosition.Sample] = []
    /// The samples kept, in order, as the averaged location carries them.
    public private(set) var fixes: [AveragedFix] = []
    /// The first sample kept, if any.
    public private(set) var first: CaptureSession.ReceivedUpdate?
    /// The latest sample kept, if any.
    public private(set) var latest: CaptureSession.ReceivedUpdate?

    /// An empty averager.
    public init(goal: Goal) {
        self.goal = goal
    }

    /// The number of samples kept.
    public var count: Int { samples.count }

    /// Whether `update` is of the receiver epoch the latest sample came from (the same
    /// receiver time): averaging counts each epoch once, whatever a source repeats.
    public func repeatsLatestEpoch(_ update: LocationUpdate) -> Bool {
        guard let time = update.fix.time else { return false }
        return time == latest?.update.fix.time
    }

    /// Adds an update as a sample if the gate allowed it and it has a position and an accuracy.
    ///
    /// - Returns: `nil` when the sample was kept, else why it was skipped.
    public mutating func add(_ received: CaptureSession.ReceivedUpdate) -> CaptureRefusal? {
        let update = received.update
        if case let .refused(reason) = update.verdict { return reason }
        guard let latitude = update.fix.latitude, let longitude = update.fix.longitude else { return .noFix }
        guard let accuracy = update.horizontalAccuracy else { return .accuracyUnknown }
        samples.append(.init(
            latitude: latitude, longitude: longitude, altitude: update.fix.altitudeMSL,
            horizontalAccuracy: accuracy, verticalAccuracy: update.verticalAccuracy))
        fixes.append(AveragedFix(latitude: latitude, longitude: longitude, horizontalAccuracy: accuracy,
                                 unixMilliseconds: update.fix.time?.unixMilliseconds))
        if first == nil { first = received }
        latest = received
        return nil
    }

    /// Seconds from the first sample to the last: by the receiver's fix times when both have
    /// one (times of day alone by ``FixTime/millisecondsOfDay(from:to:)``), else by receipt
    /// times; never negative, 0 when empty.
    public var duration: Double {
        guard let first, let latest else { return 0 }
        guard let start = first.update.fix.time, let end = latest.update.fix.time else {
            return latest.receivedAt.seconds(since: first.receivedAt)
        }
        return Double(max(0, FixTime.milliseconds(from: start, to: end))) / 1000
    }

    /// Whether the goal is met at `now`: enough samples, or enough time since the first one
    /// (by ``duration`` or by the event clock, whichever is longer).
    public func isComplete(at now: CaptureSession.Instant) -> Bool {
        switch goal {
        case let .count(needed):
            return count >= max(needed, 1)
        case let .duration(needed):
            guard let first else { return false }
            return max(duration, first.age(at: now)) >= needed
        }
    }

    /// The mean position, scatter and accuracy of the samples, or `nil` when there are none.
    public var average: AveragedPosition? { AveragedPosition(samples) }

    /// The averaged location, described by the last sample's quality, satellites, DOP,
    /// speed, course and time.
    ///
    /// - Throws: ``CapturedLocationError`` when there is no sample or the average breaks an
    ///   invariant (its honest accuracy not under `maximumAccuracy`).
    public func location(maximumAccuracy: Double) throws(CapturedLocationError) -> CapturedLocation {
        guard let average, let fix = latest?.update.fix else { throw .notAllowed(.noFix) }
        var location = try CapturedLocation(
            latitude: average.latitude, longitude: average.longitude, altitude: average.altitude,
            horizontalAccuracy: average.horizontalAccuracy, verticalAccuracy: average.verticalAccuracy,
            maximumAccuracy: maximumAccuracy, quality: fix.quality, satellitesUsed: fix.satellitesUsed,
            hdop: fix.hdop, speed: fix.speed, course: fix.course, time: fix.time,
            method: .averaged(count: average.count, duration: duration, scatter: average.scatter))
        location.averagedFixes = fixes
        return location
    }
}
