import Geodesy

/// Tells whether the receiver is stationary from its last few fixes. Pure: fixes go in,
/// their own timestamps give the time.
///
/// Each fix with a position is judged *still*, *moving* or *undecided*:
/// - with a speed over ground (`Fix.speed`), still when it is under ``threshold``;
/// - without one, from its displacement since the oldest of the window's earlier fixes (a
///   longer baseline than the previous fix, so a walk stands out of the noise): still when
///   the displacement is within the two fixes' combined accuracy radius (`√(a₁² + a₂²)`),
///   or when the displacement beyond that radius, divided by the time between the fixes,
///   is under ``threshold``; moving otherwise; undecided when an accuracy or the time is
///   unknown, or for the first fix.
///
/// The receiver is ``Motion/stationary`` when the last ``window`` fixes are all still,
/// ``Motion/moving`` when any of them moved, ``Motion/unknown`` otherwise. A fix without a
/// position starts again from nothing.
///
/// The defaults, 0.5 m/s over 3 fixes, sit above the speed noise of a standing consumer
/// receiver (a few cm/s to 0.3 m/s) and well under a slow walk (about 1 m/s).
///
/// ```swift
/// var detector = MotionDetector()
/// for update in updates { print(detector.observe(update)) }   // unknown, unknown, stationary…
/// ```
public struct MotionDetector: Sendable {
    /// The default speed threshold, metres per second.
    public static let defaultThreshold = 0.5
    /// The default number of fixes judged together.
    public static let defaultWindow = 3

    /// Speeds at or over this are moving, metres per second.
    public let threshold: Double
    /// How many of the latest fixes are judged together.
    public let window: Int
    /// The latest judgement.
    public private(set) var motion: Motion = .unknown
    /// The latest fix's speed: its speed over ground, else its displacement since the
    /// window's oldest earlier fix over the time between them, metres per second; `nil` when unknown.
    public private(set) var speed: Double?

    /// The judgements of the latest fixes, oldest first (`nil`: undecided).
    private var judgements: [Bool?] = []
    /// The latest fixes' times, positions and accuracy radii, oldest first, at most
    /// `window`: what a judgement needs, not the fixes (nor their lists of satellites).
    private var history: [Sample] = []

    /// What the detector keeps of a fix with a position.
    private struct Sample: Sendable {
        var time: FixTime?
        var latitude: Double
        var longitude: Double
        var accuracy: Double?
    }

    /// Creates a detector.
    ///
    /// - Parameters:
    ///   - threshold: the speed that counts as moving, metres per second (positive).
    ///   - window: how many fixes must all be still for ``Motion/stationary`` (at least 1).
    public init(threshold: Double = MotionDetector.defaultThreshold, window: Int = MotionDetector.defaultWindow) {
        precondition(threshold > 0 && window >= 1, "MotionDetector needs a positive threshold and a window of at least 1")
        self.threshold = threshold
        self.window = window
    }

    /// Judges one more fix and returns the receiver's motion over the window.
    @discardableResult
    public mutating func observe(_ update: LocationUpdate) -> Motion {
        observe(update.fix, accuracy: update.horizontalAccuracy?.meters)
    }

    /// Judges one more fix, `accuracy` being its horizontal accuracy radius in metres.
    @discardableResult
    public mutating func observe(_ fix: Fix, accuracy: Double?) -> Motion {
        guard fix.hasPosition, let latitude = fix.latitude, let longitude = fix.longitude else {
            judgements.removeAll()
            history.removeAll()
            speed = nil
            motion = .unknown
            return motion
        }
        let moving: Bool?
        if let sog = fix.speed, sog.isFinite {
            speed = sog
            moving = sog >= threshold
        } else if let previous = history.first {
            let distance = LocalFrame.distance(
                fromLatitude: previous.latitude, longitude: previous.longitude, toLatitude: latitude, longitude: longitude)
            let seconds = Self.seconds(from: previous.time, to: fix.time)
            speed = seconds.map { distance / $0 }
            if let a0 = previous.accuracy, let a1 = accuracy {
                let noise = (a0 * a0 + a1 * a1).squareRoot()
                if distance <= noise { moving = false }
                else if let seconds { moving = (distance - noise) / seconds >= threshold }
                else { moving = nil }
            } else {
                moving = nil
            }
        } else {
            speed = nil
            moving = nil
        }
        history.append(Sample(time: fix.time, latitude: latitude, longitude: longitude, accuracy: accuracy))
        if history.count > window { history.removeFirst() }
        judgements.append(moving)
        if judgements.count > window { judgements.removeFirst() }
        if judgements.contains(true) { motion = .moving }
        else if judgements.count == window && judgements.allSatisfy({ $0 == false }) { motion = .stationary }
        else { motion = .unknown }
        return motion
    }

    /// Seconds from one fix time to the next (across midnight when they have no dates), or
    /// `nil` when a time is missing or they do not move forward.
    private static func seconds(from start: FixTime?, to end: FixTime?) -> Double? {
        guard let start, let end else { return nil }
        let elapsed = FixTime.milliseconds(from: start, to: end)
        return elapsed > 0 ? Double(elapsed) / 1000 : nil
    }
}
