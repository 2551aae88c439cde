#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Positioning

/// A simulated situation with known truth: how the receiver's errors, DOPs, fix quality and
/// outages evolve over time. The names are the `--scenario` values of `fieldfix simulate`.
///
/// Every scenario drives the error model of ``ReceiverSimulator``: the horizontal DRMS is
/// `HDOP × rangeError`, split into an ellipse of the scenario's axis ratio, and the vertical
/// sigma is `VDOP × rangeError`; the errors are Gauss-Markov processes with the scenario's
/// ``correlationTime``.
///
/// The range error is the user equivalent range error of the fix quality the receiver
/// reports, from the documented budget (``UEREModel/standard``: 5 m autonomous, 1.5 m with
/// SBAS or DGPS), except where a scenario models what that budget leaves out: multipath in
/// the urban canyon, a cold start's unconverged solution, the recovery after an outage, and
/// RTK, whose range errors are the rover's own.
public enum Scenario: String, CaseIterable, Sendable {
    /// Static, clear sky: autonomous fix, range error 5 m (the budget's), HDOP about 0.9.
    case openSky = "open-sky"
    /// Static under trees: fewer satellites (HDOP about 1.8, an ellipse of axis ratio 0.6),
    /// weak signals, SBAS corrections (range error 1.5 m) lost 40 s out of every 120 s
    /// (autonomous, 5 m).
    case treeCanopy = "tree-canopy"
    /// Static between buildings: range error 9 m, HDOP 1.6 to 3.6, an ellipse elongated
    /// along the street, short outages, each followed by a few seconds of 2D fix.
    case urbanCanyon = "urban-canyon"
    /// An RTK rover: autonomous for 15 s, RTK float converging from 0.6 m to 0.15 m, then
    /// RTK fixed at 1.2 cm, falling back to float for 20 s every 10 minutes.
    case rtk
    /// A cold start: no fix for 30 s, a 2D fix for 10 s, then 3D with range errors shrinking
    /// from 25 m to the budget's 5 m (time constant 40 s) and HDOP from 4 to 1.
    case coldStart = "cold-start"
    /// Open sky with outages of 10 to 30 s every 1 to 2 minutes; after each, a 2D fix for
    /// 3 s and errors three times larger, recovering with a 20 s time constant.
    case signalLoss = "signal-loss"
    /// A pedestrian walking a 84 m square at 1.4 m/s under open sky, range error 5 m.
    case walk

    /// Every scenario's name, as `fieldfix simulate` lists them: "open-sky, tree-canopy, ...".
    public static let names = allCases.map(\.rawValue).joined(separator: ", ")

    /// The correlation time of the position errors, seconds.
    public var correlationTime: Double {
        switch self {
        case .openSky: return 10
        case .treeCanopy: return 15
        case .urbanCanyon: return 10
        case .rtk: return 5
        case .coldStart: return 10
        case .signalLoss: return 10
        case .walk: return 8
        }
    }

    /// The outages of a run of `duration` seconds: the intervals without a fix, drawn from
    /// `random` for the scenarios that have them.
    public func outages(duration: Double, random: inout SeededRandom) -> [Range<Double>] {
        let (gap, length): (ClosedRange<Double>, ClosedRange<Double>)
        switch self {
        case .urbanCanyon: (gap, length) = (40...100, 2...8)
        case .signalLoss: (gap, length) = (60...120, 10...30)
        case .openSky, .treeCanopy, .rtk, .coldStart, .walk: return []
        }
        var result: [Range<Double>] = []
        var start = gap.lowerBound + random.uniform() * (gap.upperBound - gap.lowerBound)
        while start < duration {
            let end = start + length.lowerBound + random.uniform() * (length.upperBound - length.lowerBound)
            result.append(start..<end)
            start = end + gap.lowerBound + random.uniform() * (gap.upperBound - gap.lowerBound)
        }
        return result
    }

    /// The conditions `t` seconds into the run.
    ///
    /// - Parameters:
    ///   - t: seconds since the start.
    ///   - outages: the run's outages, from ``outages(duration:random:)``.
    public func conditions(at t: Double, outages: [Range<Double>]) -> ScenarioConditions {
        let swing = sin(2 * Double.pi * t / 900)
        let budget = UEREModel.standard
        var c = ScenarioConditions(
            mode: .threeD, quality: .autonomous, rangeError: budget.autonomous, hdop: 0.9 + 0.2 * swing, vdopRatio: 1.6,
            axisRatio: 0.8, orientation: 20, attenuation: 0)
        if outages.contains(where: { $0.contains(t) }) {
            c.mode = .noFix
            c.quality = .invalid
            return c
        }
        let sinceOutage = outages.last(where: { $0.upperBound <= t }).map { t - $0.upperBound }
        switch self {
        case .openSky:
            break
        case .treeCanopy:
            let sbas = t.truncatingRemainder(dividingBy: 120) < 80
            c.quality = sbas ? .differential : .autonomous
            c.rangeError = sbas ? budget.differential : budget.autonomous
            c.hdop = 1.8 + 0.5 * swing
            c.axisRatio = 0.6
            c.orientation = 135
            c.attenuation = 12
        case .urbanCanyon:
            c.rangeError = 9
            c.hdop = 2.6 + 1.0 * swing
            c.axisRatio = 0.35
            c.orientation = 30
            c.attenuation = 15
            if let since = sinceOutage, since < 5 { c.mode = .twoD }
        case .rtk:
            c.hdop = 0.8 + 0.15 * swing
            c.axisRatio = 0.7
            let cycle = t.truncatingRemainder(dividingBy: 600)
            if t < 15 {
                c.rangeError = 2.5
            } else if t < 45 {
                c.quality = .rtkFloat
                c.rangeError = 0.15 + 0.45 * exp(-(t - 15) / 10)
            } else if cycle >= 580 {
                c.quality = .rtkFloat
                c.rangeError = 0.2
            } else {
                c.quality = .rtkFixed
                c.rangeError = 0.012
            }
        case .coldStart:
            if t < 30 {
                c.mode = .noFix
                c.quality = .invalid
                return c
            }
            c.hdop = 1.0 + 3.0 * exp(-(t - 30) / 60) + 0.1 * swing
            c.mode = t < 40 ? .twoD : .threeD
            c.rangeError = budget.autonomous + (25 - budget.autonomous) * exp(-max(t - 40, 0) / 40)
        case .signalLoss:
            if let since = sinceOutage {
                c.rangeError = budget.autonomous * (1 + 2 * exp(-since / 20))
                if since < 3 { c.mode = .twoD }
            }
        case .walk:
            c.hdop = 1.1 + 0.3 * swing
        }
        return c
    }

    /// The true position's offset from the start, metres east and north, and its velocity
    /// (speed m/s, course degrees true), `t` seconds into the run.
    public func motion(at t: Double) -> (east: Double, north: Double, speed: Double, course: Double) {
        guard self == .walk else { return (0, 0, 0, 0) }
        // 60 s per side at 1.4 m/s: east, north, west, south.
        let speed = 1.4
        let side = 60.0
        let lap = t.truncatingRemainder(dividingBy: 4 * side)
        let leg = Int(lap / side)
        let along = (lap - Double(leg) * side) * speed
        let length = side * speed
        switch leg {
        case 0: return (along, 0, speed, 90)
        case 1: return (length, along, speed, 0)
        case 2: return (length - along, length, speed, 270)
        default: return (0, length - along, speed, 180)
        }
    }
}
