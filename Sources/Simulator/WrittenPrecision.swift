import Positioning

/// How many decimals the simulator writes for each kind of value. The simulated ``Fix``
/// holds the values rounded the same way, so it equals what a parser reads back.
///
/// Positions are written as common receivers do (5 decimals of minutes, 1.9 cm; altitude to
/// 0.1 m), and RTK positions as high-precision receivers do (7 decimals, 0.2 mm; altitude to
/// 0.1 mm), which makes RTK GGA lines a few characters longer than NMEA's 82.
///
/// RTK altitudes take a tenth of a millimetre because their sigmas are whole millimetres
/// (12 to 20 mm): written to 1 mm, the error of a static receiver (whose truth is on the
/// same grid) is a whole number of millimetres, and the 68% half-interval, 0.9945 σ, always
/// falls just short of the error of exactly σ, which then counts as outside: 66.5% of the
/// fixes were within it instead of 68%.
enum WrittenPrecision {
    /// Metres of the GST sigmas.
    static let meters = 3
    /// Dilutions of precision.
    static let dop = 2
    /// Knots and km/h.
    static let speed = 3
    /// Degrees of course and ellipse orientation.
    static let degrees = 1
    /// Seconds of the time of day (hhmmss.ss).
    static let seconds = 2

    /// `value` rounded to `decimals` decimal places, the way the writer prints it.
    static func round(_ value: Double, _ decimals: Int) -> Double {
        Double(scaled(value, decimals)) / Double(powerOfTen(decimals))
    }

    /// `value` times 10^decimals, rounded half away from zero.
    static func scaled(_ value: Double, _ decimals: Int) -> Int64 {
        Int64((value * Double(powerOfTen(decimals))).rounded())
    }

    /// 10^n for small n.
    static func powerOfTen(_ n: Int) -> Int64 {
        var p: Int64 = 1
        for _ in 0..<n { p *= 10 }
        return p
    }

    /// Decimals of the minutes of latitude and longitude for a fix quality.
    static func minutes(_ quality: FixQuality) -> Int {
        quality == .rtkFixed || quality == .rtkFloat ? 7 : 5
    }

    /// Decimals of the altitude, metres, for a fix quality.
    static func altitude(_ quality: FixQuality) -> Int {
        quality == .rtkFixed || quality == .rtkFloat ? 4 : 1
    }

    /// A latitude or longitude rounded to `minutes` decimals of minutes, degrees, computed
    /// as an NMEA parser reads `ddmm.mmmmm` back (degrees + minutes / 60), so that the
    /// writer prints exactly those decimals.
    static func coordinate(_ degrees: Double, minutes: Int) -> Double {
        let magnitude = abs(degrees)
        var whole = Int64(magnitude)
        let scale = powerOfTen(minutes)
        var scaledMinutes = scaled((magnitude - Double(whole)) * 60, minutes)
        if scaledMinutes >= 60 * scale {
            whole += 1
            scaledMinutes -= 60 * scale
        }
        let value = Double(whole) + Double(scaledMinutes) / (Double(scale) * 60)
        return degrees < 0 ? -value : value
    }
}
