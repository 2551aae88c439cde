import Geodesy
import UBX

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Merges the UBX navigation messages of each receiver epoch into one ``Fix``.
///
/// - An epoch is the run of NAV messages that share one `iTOW` (u-blox: all messages of a
///   navigation solution carry the same `iTOW`). It ends at NAV-EOE when the receiver sends
///   it, otherwise when a message with another `iTOW` arrives, or at ``finish(emit:)``. A
///   message with the `iTOW` of an epoch that NAV-EOE already ended is late and dropped, so
///   an epoch never gives two fixes. An epoch gives a fix only when it holds a solution
///   (NAV-PVT, NAV-SOL, NAV-POSLLH or NAV-HPPOSLLH).
/// - Fix type and flags come from NAV-PVT, else NAV-SOL, else NAV-STATUS. Without
///   `gnssFixOK` (fix type 0, or flags bit 0 clear) the fix has no position; so has a
///   NAV-POSLLH epoch without NAV-STATUS, which says nothing of the fix's validity. Fix type 2 is
///   2D, 1, 3, 4 and 5 are 3D; quality: dead reckoning only (1) is ``FixQuality/deadReckoning``,
///   time only (5) is ``FixQuality/manual`` (a fixed, surveyed or entered position, gpsd's
///   status 7), otherwise `carrSoln` gives RTK fixed or float, `diffSoln` differential, and
///   autonomous else (GNSS + dead reckoning, 4, is a measured fix).
/// - The position comes from NAV-HPPOSLLH, else NAV-POSLLH, else NAV-PVT (each unless it
///   marks its position invalid), else NAV-SOL's ECEF position. The UBX height pair gives
///   altitude MSL and the geoid separation (`height - hMSL`, source
///   ``GeoidSeparationSource/receiver``); NAV-SOL gives only an ellipsoidal height
///   (``Fix/ellipsoidHeight``, from its ECEF position), whose altitude MSL comes from the
///   geoid model when the pipeline has one (``Fix/resolveGeoidSeparation(with:)``).
/// - hAcc and vAcc of the position's message become ``Fix/reportedAccuracy`` (origin
///   ``ReportedAccuracyOrigin/ublox``); NAV-COV's position covariance becomes
///   ``Fix/errorEllipse`` (sigmas of the horizontal ellipse's axes, the major axis's bearing,
///   and the down sigma).
/// - Speed, course and climb come from NAV-PVT's velocity, or from NAV-SOL's ECEF velocity.
/// - Time is UTC: NAV-PVT's date and time when both are marked valid, else NAV-TIMEUTC's
///   when valid, else GPS week and time of week (NAV-SOL or NAV-TIMEGPS) less the leap
///   seconds of the last NAV-TIMEGPS that marked them valid. A fix without a known time has
///   ``Fix/time`` `nil`.
/// - DOPs come from NAV-DOP (else the solution's PDOP); the satellites (``Fix/satellites``,
///   with signal levels, directions and used flags) and their counts per constellation from
///   NAV-SAT or NAV-SVINFO, the used count from the solution's `numSV`.
///
/// A value with no I/O; it allocates only an epoch's satellite list.
public struct UBXEpochAssembler: Sendable {
    /// The epoch being merged.
    private var epoch: UBXEpoch?
    /// The `iTOW` of the epoch NAV-EOE ended last.
    private var ended: UInt32?
    /// GPS − UTC, seconds, from the last NAV-TIMEGPS that marked it valid.
    private var leapSeconds: Int?

    /// Whether fixes carry their list of satellites (``Fix/satellites``); their counts are
    /// set either way.
    public let keepsSatellites: Bool

    /// Creates an assembler that has seen nothing yet; `keepsSatellites` as the property.
    public init(keepsSatellites: Bool = true) {
        self.keepsSatellites = keepsSatellites
    }

    /// Whether any epoch so far held a navigation solution.
    public private(set) var hasSeenSolution = false

    /// Merges one message; calls `emit` with the fix of an epoch that ends.
    public mutating func consume<E: Error>(_ message: UBXMessage, emit: (Fix) throws(E) -> Void) throws(E) {
        guard let iTOW = message.iTOW, iTOW != ended else { return }
        if let current = epoch, current.iTOW != iTOW {
            try emitEpoch(emit)
        }
        if epoch == nil {
            ended = nil
            epoch = UBXEpoch(iTOW: iTOW)
        }
        epoch?.add(message)
        if case .navTIMEGPS(let time) = message, time.leapSecondsValid { leapSeconds = Int(time.leapS) }
        if epoch?.hasSolution == true { hasSeenSolution = true }
        if case .navEOE = message {
            try emitEpoch(emit)
            ended = iTOW
        }
    }

    /// Emits the last epoch, if it holds a solution. Call it at the end of a stream.
    public mutating func finish<E: Error>(emit: (Fix) throws(E) -> Void) throws(E) {
        try emitEpoch(emit)
    }

    /// Hands the current epoch's fix to `emit` (when it holds a solution) and clears it.
    private mutating func emitEpoch<E: Error>(_ emit: (Fix) throws(E) -> Void) throws(E) {
        guard let current = epoch else { return }
        epoch = nil
        guard current.hasSolution else { return }
        try emit(makeFix(current))
    }

    /// The ``Fix`` of `epoch`.
    private func makeFix(_ epoch: UBXEpoch) -> Fix {
        var fix = Fix()
        fix.time = time(of: epoch)
        let solution = Solution(epoch)
        if let dop = epoch.dop {
            fix.hdop = dop.horizontal
            fix.vdop = dop.vertical
            fix.pdop = dop.position
        } else {
            fix.pdop = solution.pdop
        }
        fix.satellitesUsed = solution.satellites
        if let satellites = epoch.satellites {
            let (inView, used) = (UBXGNSSCounts(satellites), UBXGNSSCounts(satellites.lazy.filter(\.used)))
            fix.satellitesInView = inView.total
            fix.inViewByConstellation = ConstellationCounts(inView)
            fix.usedByConstellation = ConstellationCounts(used)
            if fix.satellitesUsed == nil { fix.satellitesUsed = used.total }
            if keepsSatellites { fix.satellites = satellites.map(SkySatellite.init) }
        }
        guard solution.fixOK, solution.fixType != 0, place(epoch, in: &fix) else { return fix }
        fix.mode = solution.fixType == 2 ? .twoD : .threeD
        fix.quality = solution.quality
        move(epoch, in: &fix)
        if let cov = epoch.cov, cov.isPositionValid { fix.errorEllipse = ErrorEllipse(covariance: cov) }
        return fix
    }

    /// Sets the position, heights and reported accuracy from the best position message;
    /// `false` when the epoch has no valid position.
    private func place(_ epoch: UBXEpoch, in fix: inout Fix) -> Bool {
        let position: (lat: Double, lon: Double, msl: Double?, separation: Double?, h: Double?, v: Double?)
        var ellipsoidHeight: Double?
        if let m = epoch.hpposllh, !m.invalidLlh {
            position = (m.latitude, m.longitude, m.heightAboveMSL, m.geoidSeparation,
                        m.horizontalAccuracy, m.verticalAccuracy)
        } else if let m = epoch.posllh {
            position = (m.latitude, m.longitude, m.heightAboveMSL, m.geoidSeparation,
                        m.horizontalAccuracy, m.verticalAccuracy)
        } else if let m = epoch.pvt, !m.invalidLlh {
            position = (m.latitude, m.longitude, m.heightAboveMSL, m.geoidSeparation,
                        m.horizontalAccuracy, m.verticalAccuracy)
        } else if let m = epoch.sol, let g = ECEF.geodetic(x: m.position.x, y: m.position.y, z: m.position.z) {
            position = (g.latitude, g.longitude, nil, nil, nil, nil)
            ellipsoidHeight = g.height
        } else {
            return false
        }
        guard abs(position.lat) <= 90, abs(position.lon) <= 180, position.lat != 0 || position.lon != 0 else {
            return false
        }
        fix.latitude = position.lat
        fix.longitude = position.lon
        fix.ellipsoidHeight = ellipsoidHeight
        if let msl = position.msl, let separation = position.separation {
            fix.altitudeMSL = msl
            fix.geoidSeparation = separation
            fix.geoidSeparationSource = .receiver
        }
        if position.h != nil || position.v != nil {
            fix.reportedAccuracy = ReportedAccuracy(origin: .ublox, horizontal: position.h, vertical: position.v)
        }
        return true
    }

    /// Sets speed, course and climb from NAV-PVT's velocity, else NAV-SOL's.
    private func move(_ epoch: UBXEpoch, in fix: inout Fix) {
        let velocity: (north: Double, east: Double, down: Double)
        if let pvt = epoch.pvt {
            velocity = pvt.velocityNED
            // A speed over ground is never negative: a receiver that says so says nothing.
            fix.speed = pvt.groundSpeed >= 0 ? pvt.groundSpeed : nil
            fix.course = pvt.headingOfMotion
        } else if let sol = epoch.sol, let lat = fix.latitude, let lon = fix.longitude {
            let v = sol.velocity
            velocity = ECEF.ned(x: v.x, y: v.y, z: v.z, latitude: lat, longitude: lon)
            fix.speed = (velocity.north * velocity.north + velocity.east * velocity.east).squareRoot()
            var course = atan2(velocity.east, velocity.north) * 180 / .pi
            if course < 0 { course += 360 }
            fix.course = course
        } else {
            return
        }
        fix.climb = 0 - velocity.down  // not -0.0 for a receiver at rest
    }

    /// The UTC time of `epoch`, when the receiver says it is known.
    private func time(of epoch: UBXEpoch) -> FixTime? {
        if let pvt = epoch.pvt, pvt.hasValidDate, pvt.hasValidTime,
           let date = CivilDate(year: Int(pvt.year), month: Int(pvt.month), day: Int(pvt.day)) {
            return FixTime(utcDate: date, hour: pvt.hour, minute: pvt.minute, second: pvt.second, nano: pvt.nano)
        }
        if let utc = epoch.timeUTC, utc.validUTC,
           let date = CivilDate(year: Int(utc.year), month: Int(utc.month), day: Int(utc.day)) {
            return FixTime(utcDate: date, hour: utc.hour, minute: utc.minute, second: utc.second, nano: utc.nano)
        }
        guard let leapSeconds else { return nil }
        if let sol = epoch.sol, sol.weekValid, sol.timeOfWeekValid {
            return FixTime(gpsWeek: Int(sol.week), timeOfWeek: sol.iTOW, fraction: sol.fTOW, leapSeconds: leapSeconds)
        }
        if let gps = epoch.timeGPS, gps.weekValid, gps.towValid {
            return FixTime(gpsWeek: Int(gps.week), timeOfWeek: gps.iTOW, fraction: gps.fTOW, leapSeconds: leapSeconds)
        }
        return nil
    }
}

/// The fix type, flags and counts of an epoch's solution message.
private struct Solution {
    var fixType: UInt8 = 0
    var fixOK = false
    var diffSoln = false
    var carrSoln: UInt8 = 0
    var pdop: Double?
    var satellites: Int?

    init(_ epoch: UBXEpoch) {
        if let pvt = epoch.pvt {
            (fixType, fixOK, diffSoln, carrSoln) = (pvt.fixType, pvt.gnssFixOK, pvt.diffSoln, pvt.carrSoln)
            (pdop, satellites) = (pvt.positionDOP, Int(pvt.numSV))
        } else if let sol = epoch.sol {
            (fixType, fixOK, diffSoln) = (sol.gpsFix, sol.gpsFixOK, sol.diffSoln)
            (pdop, satellites) = (sol.positionDOP, Int(sol.numSV))
        } else if let status = epoch.status {
            (fixType, fixOK, diffSoln) = (status.gpsFix, status.gpsFixOK, status.diffSoln)
        }
    }

    /// The quality the fix type and flags give.
    var quality: FixQuality {
        switch fixType {
        case 1: .deadReckoning
        case 5: .manual
        default:
            carrSoln == 2 ? .rtkFixed : carrSoln == 1 ? .rtkFloat : diffSoln ? .differential : .autonomous
        }
    }
}
