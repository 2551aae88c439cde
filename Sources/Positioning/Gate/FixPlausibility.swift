/// The bounds of what a real receiver reports, one set for every source (NMEA, UBX, gpsd)
/// and for imported records: a value outside them is not a measurement, however good it
/// looks, and a fix that carries one is never captured. `docs/accuracy-model.md` gives each
/// bound's source.
public enum FixPlausibility {
    /// Altitude above mean sea level, metres: from well below the lowest land (the Dead Sea
    /// shore, -430 m) to u-blox's airborne dynamic model's ceiling (50 km).
    public static let altitude: ClosedRange<Double> = -1_000...50_000

    /// Speed over ground, m/s: never negative, and at most the export limit past which
    /// receivers stop giving fixes (1,000 knots, 514.4 m/s).
    public static let speed: ClosedRange<Double> = 0...515

    /// The finest horizontal accuracy a receiver measures, metres: RTK receivers specify
    /// about 1 cm; a figure under 5 mm is a placeholder or a fault.
    public static let leastHorizontalAccuracy = 0.005

    /// The least HDOP any geometry gives: with `n` satellites, HDOP ≥ 2/√n (all their
    /// information horizontal, no clock to solve), and no receiver uses 100.
    public static let leastHDOP = 0.2
    /// The least PDOP, likewise: PDOP ≥ 3/√n.
    public static let leastPDOP = 0.3
    /// The greatest DOP a receiver writes (NMEA's fields hold 99.99): past it, no figure.
    public static let greatestDOP = 100.0

    /// The earliest time a fix can carry, seconds since 1970: GPS time began on 6 January 1980.
    public static let earliestFixTime = 315_964_800.0

    /// The metres beyond which two positions of one epoch contradict each other: the same
    /// solution written by two sentences differs only by rounding, or by a second's travel
    /// when a multiplexer lags.
    public static let epochPositionSpread = 100.0

    /// The first bound `fix` breaks, checked before any other rule of the gate; `nil` when
    /// it is plausible. An HDOP or PDOP of 0 is the receiver's "unknown", not a figure.
    public static func check(_ fix: Fix, horizontalAccuracy: Accuracy?) -> Implausibility? {
        if let conflict = fix.conflict { return .conflict(conflict) }
        if let used = fix.satellitesUsed, used < fix.mode.leastSatellites {
            return .tooFewSatellites(used: used, mode: fix.mode)
        }
        if let hdop = fix.hdop, hdop > 0, hdop < leastHDOP { return .dopTooSmall(.hdop, value: hdop, least: leastHDOP) }
        if let pdop = fix.pdop, pdop > 0, pdop < leastPDOP { return .dopTooSmall(.pdop, value: pdop, least: leastPDOP) }
        if let meters = horizontalAccuracy?.meters, meters < leastHorizontalAccuracy {
            return .accuracyTooSmall(meters: meters, least: leastHorizontalAccuracy)
        }
        if let altitude = fix.altitudeMSL, !altitude.isFinite || !self.altitude.contains(altitude) {
            return .altitudeOutOfRange(meters: altitude)
        }
        if let speed = fix.speed, !speed.isFinite || !self.speed.contains(speed) {
            return .speedOutOfRange(metersPerSecond: speed)
        }
        if let time = fix.time, time.millisecondOfDay >= 86_400_000, let date = time.date,
           !(date.month == 6 && date.day == 30 || date.month == 12 && date.day == 31) {
            return .leapSecondOnAnOrdinaryDay
        }
        return nil
    }
}

extension FixMode {
    /// The satellites a fix of this dimension needs: 3 for 2D (altitude held), 4 for 3D.
    var leastSatellites: Int {
        switch self {
        case .threeD: 4
        case .twoD: 3
        default: 0
        }
    }
}
