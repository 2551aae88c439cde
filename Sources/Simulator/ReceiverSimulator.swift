#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Positioning

/// A simulated GNSS receiver: a pure, deterministic sequence of ``SimulatedEpoch``s for a
/// scenario and a seed (no clock, no I/O).
///
/// The error model, per epoch, with conditions from the ``Scenario``:
/// - HDOP is the scenario's series times `exp(0.08 g)`, `g` a Gauss-Markov process with a
///   120 s correlation time; VDOP = HDOP × the scenario's ratio, PDOP = √(HDOP² + VDOP²).
/// - The horizontal DRMS is `HDOP × rangeError`, split into an ellipse of the scenario's axis
///   ratio and orientation: `a = DRMS / √(1 + r²)`, `b = r a`. The vertical sigma is
///   `VDOP × rangeError`. Sigmas are rounded to millimetres before use.
/// - The error along the major axis is `a u`, along the minor axis `b v`, vertical `σ_v w`,
///   with `u`, `v`, `w` independent unit Gauss-Markov processes (the scenario's correlation
///   time), so each epoch's error is exactly normal with the sigmas the GST states.
/// - Speed and course come from the true motion plus a 3 cm/s Gauss-Markov velocity noise.
///
/// ```swift
/// for epoch in ReceiverSimulator(SimulationSettings(scenario: .openSky, seed: 7)) {
///     print(epoch.fix.latitude, epoch.trueLatitude)
/// }
/// ```
public struct ReceiverSimulator: Sequence, IteratorProtocol, Sendable {
    /// The settings of the run.
    public let settings: SimulationSettings
    /// The run's outages.
    public let outages: [Range<Double>]
    /// The local frame at the start position.
    let frame: LocalFrame
    /// The simulated sky.
    let sky: Sky
    /// The index of the next epoch.
    private var index = 0
    /// Random draws for the position errors, the DOP jitter, the velocity noise, the sky.
    private var errorRandom, dopRandom, velocityRandom, skyRandom: SeededRandom
    /// Unit processes: major axis, minor axis, vertical, HDOP jitter, east and north velocity.
    private var major, minor, vertical, dopJitter, velocityEast, velocityNorth: GaussMarkov

    /// The geoid separation the simulated receiver reports, metres.
    static let geoidSeparation = 47.0

    /// Prepares a run.
    public init(_ settings: SimulationSettings) {
        self.settings = settings
        let root = SeededRandom(seed: settings.seed)
        var outageRandom = root.stream(1)
        outages = settings.scenario.outages(duration: settings.duration, random: &outageRandom)
        var skyDraw = root.stream(2)
        sky = Sky(random: &skyDraw)
        skyRandom = root.stream(3)
        errorRandom = root.stream(4)
        dopRandom = root.stream(5)
        velocityRandom = root.stream(6)
        let tau = settings.scenario.correlationTime
        major = GaussMarkov(correlationTime: tau, random: &errorRandom)
        minor = GaussMarkov(correlationTime: tau, random: &errorRandom)
        vertical = GaussMarkov(correlationTime: tau, random: &errorRandom)
        dopJitter = GaussMarkov(correlationTime: 120, random: &dopRandom)
        velocityEast = GaussMarkov(correlationTime: 2, random: &velocityRandom)
        velocityNorth = GaussMarkov(correlationTime: 2, random: &velocityRandom)
        frame = LocalFrame(latitude: settings.start.latitude, longitude: settings.start.longitude)
    }

    /// The next epoch, or `nil` at the end of the run.
    public mutating func next() -> SimulatedEpoch? {
        guard index < settings.epochCount else { return nil }
        let interval = 1 / settings.rate
        let t = Double(index) * interval
        if index > 0 {
            _ = major.step(interval, random: &errorRandom)
            _ = minor.step(interval, random: &errorRandom)
            _ = vertical.step(interval, random: &errorRandom)
            _ = dopJitter.step(interval, random: &dopRandom)
            _ = velocityEast.step(interval, random: &velocityRandom)
            _ = velocityNorth.step(interval, random: &velocityRandom)
        }
        index += 1
        let scenario = settings.scenario
        let conditions = scenario.conditions(at: t, outages: outages)
        let motion = scenario.motion(at: t)
        let truth = frame.coordinate(east: motion.east, north: motion.north)
        let time = Self.time(settings.start.unixMilliseconds + Int64((t * 1000).rounded()))

        let jittered: Double = conditions.hdop * exp(0.08 * dopJitter.value)
        let hdop = WrittenPrecision.round(Swift.max(0.5, jittered), WrittenPrecision.dop)
        let vdop = WrittenPrecision.round(hdop * conditions.vdopRatio, WrittenPrecision.dop)
        let pdop = WrittenPrecision.round((hdop * hdop + vdop * vdop).squareRoot(), WrittenPrecision.dop)
        let used = conditions.mode == .threeD ? Swift.min(Swift.max(Int((4 + 8 / hdop).rounded()), 4), 16) : (conditions.hasFix ? 3 : 0)
        let satellites = sky.satellites(at: t, attenuation: conditions.attenuation, used: used, random: &skyRandom)

        var fix = Fix(time: time, mode: conditions.mode, quality: conditions.quality)
        fix.satellitesInView = satellites.count
        for satellite in satellites {
            fix.inViewByConstellation[satellite.constellation] += 1
            if satellite.used { fix.usedByConstellation[satellite.constellation] += 1 }
        }
        if conditions.hasFix {
            fill(&fix, conditions: conditions, hdop: hdop, vdop: vdop, pdop: pdop, truth: motion)
            fix.satellitesUsed = satellites.count(where: { $0.used })
        }
        return SimulatedEpoch(
            offset: t, time: time, trueLatitude: truth.latitude, trueLongitude: truth.longitude,
            trueAltitude: settings.start.altitude, fix: fix, satellites: satellites)
    }

    /// Draws the position, velocity and error estimate of an epoch with a fix.
    private func fill(
        _ fix: inout Fix, conditions c: ScenarioConditions, hdop: Double, vdop: Double, pdop: Double,
        truth: (east: Double, north: Double, speed: Double, course: Double)
    ) {
        let m = WrittenPrecision.meters
        let drms = hdop * c.rangeError
        let a = Swift.max(WrittenPrecision.round(drms / (1 + c.axisRatio * c.axisRatio).squareRoot(), m), 0.001)
        let b = Swift.max(WrittenPrecision.round(a * c.axisRatio, m), 0.001)
        let orientation = WrittenPrecision.round(c.orientation, WrittenPrecision.degrees)
        let theta = orientation * Double.pi / 180
        let north = a * major.value * cos(theta) - b * minor.value * sin(theta)
        let east = a * major.value * sin(theta) + b * minor.value * cos(theta)
        let position = frame.coordinate(east: truth.east + east, north: truth.north + north)
        let minutes = WrittenPrecision.minutes(c.quality)
        fix.latitude = WrittenPrecision.coordinate(position.latitude, minutes: minutes)
        fix.longitude = WrittenPrecision.coordinate(position.longitude, minutes: minutes)
        fix.hdop = hdop
        fix.vdop = vdop
        fix.pdop = pdop

        let cos2: Double = cos(theta) * cos(theta)
        let sin2: Double = 1 - cos2
        let northSigma: Double = (a * a * cos2 + b * b * sin2).squareRoot()
        let eastSigma: Double = (a * a * sin2 + b * b * cos2).squareRoot()
        var ellipse = ErrorEllipse(
            rangeRMS: WrittenPrecision.round(c.rangeError, m), semiMajor: a, semiMinor: b, orientation: orientation,
            latitudeSigma: WrittenPrecision.round(northSigma, m), longitudeSigma: WrittenPrecision.round(eastSigma, m))
        if c.mode == .threeD {
            let sigma = Swift.max(WrittenPrecision.round(vdop * c.rangeError, m), 0.001)
            ellipse.altitudeSigma = sigma
            fix.altitudeMSL = WrittenPrecision.round(settings.start.altitude + sigma * vertical.value, WrittenPrecision.altitude(c.quality))
            fix.geoidSeparation = Self.geoidSeparation
        }
        fix.errorEllipse = ellipse

        let course = truth.course * Double.pi / 180
        let ve: Double = truth.speed * sin(course) + 0.03 * velocityEast.value
        let vn: Double = truth.speed * cos(course) + 0.03 * velocityNorth.value
        let groundSpeed: Double = (ve * ve + vn * vn).squareRoot()
        let knots = WrittenPrecision.round(groundSpeed * 3600 / 1852, WrittenPrecision.speed)
        fix.speed = knots * 1852 / 3600
        var heading = atan2(ve, vn) * 180 / Double.pi
        if heading < 0 { heading += 360 }
        fix.course = WrittenPrecision.round(heading, WrittenPrecision.degrees).truncatingRemainder(dividingBy: 360)

        switch c.quality {
        case .differential:
            fix.dgpsAge = 2
            fix.dgpsStation = 0
        case .rtkFixed, .rtkFloat:
            fix.dgpsAge = 1
            fix.dgpsStation = 1
        case .invalid, .autonomous, .pps, .deadReckoning, .manual, .simulated:
            break
        }
    }

    /// The fix time for milliseconds since the Unix epoch.
    static func time(_ unixMilliseconds: Int64) -> FixTime {
        FixTime(unixMilliseconds: unixMilliseconds)
    }
}
