import Positioning
import UBX

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a ``SimulatedEpoch`` as the UBX messages of a u-blox receiver's navigation
/// epoch: NAV-PVT, NAV-DOP, NAV-COV (when enabled and the epoch has an error ellipse) and NAV-EOE, all
/// with the epoch's GPS time of week, framed by ``UBXWriter``.
///
/// The simulator's own figures become the receiver's: hAcc is one sigma of the horizontal
/// error, the DRMS (``VendorFigures/ubloxHorizontal(_:)``), vAcc the altitude sigma, and
/// NAV-COV holds the covariance of the ellipse the error was drawn with. GPS time is UTC
/// plus ``leapSeconds``.
public struct UBXEpochWriter: Hashable, Sendable {
    /// GPS − UTC, seconds (18 since 2017).
    public var leapSeconds: Int
    /// Whether NAV-COV is written; u-blox receivers send it only when it is enabled, and
    /// without it the receiver's accuracy is NAV-PVT's hAcc and vAcc.
    public var writesCovariance: Bool

    /// Creates a writer.
    public init(leapSeconds: Int = 18, writesCovariance: Bool = true) {
        self.leapSeconds = leapSeconds
        self.writesCovariance = writesCovariance
    }

    /// The epoch's frames, in the order a receiver sends them.
    public func bytes(for epoch: SimulatedEpoch) -> [UInt8] {
        let iTOW = timeOfWeek(epoch.time)
        var messages: [UBXMessage] = [.navPVT(pvt(epoch, iTOW: iTOW))]
        let fix = epoch.fix
        messages.append(.navDOP(NAVDOP(
            iTOW: iTOW, pDOP: Self.scaled(fix.pdop, 100), vDOP: Self.scaled(fix.vdop, 100),
            hDOP: Self.scaled(fix.hdop, 100))))
        if writesCovariance, fix.hasPosition, let cov = covariance(fix.errorEllipse) {
            messages.append(.navCOV(NAVCOV(iTOW: iTOW, positionCovariance: cov)))
        }
        messages.append(.navEOE(NAVEOE(iTOW: iTOW)))
        return messages.flatMap { UBXWriter.frame($0) ?? [] }
    }

    /// GPS time of week of a UTC time, ms (0 when the date is unknown).
    func timeOfWeek(_ time: FixTime) -> UInt32 {
        guard let unix = time.unixMilliseconds else { return 0 }
        let gps = unix - 3657 * 86_400_000 + Int64(leapSeconds) * 1000
        let week = Int64(7 * 86_400_000)
        return UInt32(((gps % week) + week) % week)
    }

    func pvt(_ epoch: SimulatedEpoch, iTOW: UInt32) -> NAVPVT {
        let fix = epoch.fix
        let date = epoch.time.date
        var ms = epoch.time.millisecondOfDay
        let hour = ms / 3_600_000; ms -= hour * 3_600_000
        let minute = ms / 60_000; ms -= minute * 60_000
        let second = ms / 1000; ms -= second * 1000
        let e = fix.errorEllipse
        let horizontal = VendorFigures.ubloxHorizontal(e)
        let separation = fix.geoidSeparation ?? 0
        let course = fix.course ?? 0, speed = fix.speed ?? 0
        return NAVPVT(
            iTOW: iTOW, year: UInt16(date?.year ?? 0), month: UInt8(date?.month ?? 0), day: UInt8(date?.day ?? 0),
            hour: UInt8(hour), minute: UInt8(minute), second: UInt8(second), valid: date == nil ? 0x02 : 0x07,
            nano: Int32(ms) * 1_000_000, fixType: fixType(fix), flags: flags(fix),
            numSV: UInt8(clamping: fix.satellitesUsed ?? 0),
            lon: Self.scaled(fix.longitude, 1e7), lat: Self.scaled(fix.latitude, 1e7),
            height: Self.scaled(fix.altitudeMSL.map { $0 + separation }, 1e3), hMSL: Self.scaled(fix.altitudeMSL, 1e3),
            hAcc: Self.scaled(horizontal, 1e3), vAcc: Self.scaled(e?.altitudeSigma, 1e3),
            velN: Self.scaled(speed * cos(course * .pi / 180), 1e3), velE: Self.scaled(speed * sin(course * .pi / 180), 1e3),
            velD: Self.scaled(fix.climb.map { -$0 }, 1e3), gSpeed: Self.scaled(fix.speed, 1e3),
            headMot: Self.scaled(fix.course, 1e5), pDOP: Self.scaled(fix.pdop, 100))
    }

    /// NAV-PVT's fix type: 0 no fix, 2 or 3 by the fix's dimension, 1 for dead reckoning.
    func fixType(_ fix: Fix) -> UInt8 {
        guard fix.hasPosition else { return 0 }
        if fix.quality == .deadReckoning { return 1 }
        return fix.mode == .twoD ? 2 : 3
    }

    /// NAV-PVT's flags: gnssFixOK with a position, diffSoln and carrSoln by quality.
    func flags(_ fix: Fix) -> UInt8 {
        guard fix.hasPosition else { return 0 }
        switch fix.quality {
        case .differential: return 0x03
        case .rtkFloat: return 0x43
        case .rtkFixed: return 0x83
        case .invalid, .autonomous, .pps, .deadReckoning, .manual, .simulated: return 0x01
        }
    }

    /// The north-east-down covariance of an ellipse given by its axis sigmas and the major
    /// axis's bearing, with the altitude variance.
    func covariance(_ e: ErrorEllipse?) -> (nn: Float, ne: Float, nd: Float, ee: Float, ed: Float, dd: Float)? {
        guard let e, let major = e.semiMajor, let minor = e.semiMinor, let bearing = e.orientation else { return nil }
        let t = bearing * .pi / 180, c = cos(t), s = sin(t)
        let a = major * major, b = minor * minor
        let dd = (e.altitudeSigma ?? 0) * (e.altitudeSigma ?? 0)
        return (Float(a * c * c + b * s * s), Float((a - b) * s * c), 0, Float(a * s * s + b * c * c), 0, Float(dd))
    }

    /// `value × scale` rounded to the nearest integer of type `T`, clamped; 0 for `nil`.
    static func scaled<T: FixedWidthInteger>(_ value: Double?, _ scale: Double) -> T {
        guard let value, value.isFinite else { return 0 }
        let scaledValue = (value * scale).rounded()
        if scaledValue >= Double(T.max) { return T.max }
        if scaledValue <= Double(T.min) { return T.min }
        return T(scaledValue)
    }
}
