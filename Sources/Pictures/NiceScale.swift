#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An axis range widened to round numbers, with evenly spaced ticks at 1, 2 or 5 times a
/// power of ten: Heckbert's "nice numbers" for graph labels (Graphics Gems, 1990).
///
/// ```swift
/// NiceScale(minimum: 0, maximum: 23.4).ticks   // [0, 5, 10, 15, 20, 25]
/// ```
public struct NiceScale: Hashable, Sendable {
    /// The lowest tick, at or below the data's minimum.
    public let lower: Double
    /// The highest tick, at or above the data's maximum.
    public let upper: Double
    /// The distance between ticks.
    public let step: Double

    /// A scale covering `minimum...maximum` with about `tickCount` ticks (at least 2).
    /// An empty or inverted range is widened to one unit around `minimum`; non-finite bounds
    /// give 0...1.
    public init(minimum: Double, maximum: Double, tickCount: Int = 6) {
        var low = minimum.isFinite ? minimum : 0
        var high = maximum.isFinite ? maximum : 1
        if high < low { swap(&low, &high) }
        if high - low < 1e-9 * max(1, abs(low)) {
            low -= 0.5
            high += 0.5
        }
        let range = Self.nice(high - low, rounded: false)
        let step = Self.nice(range / Double(max(tickCount, 2) - 1), rounded: true)
        self.step = step
        lower = (low / step).rounded(.down) * step
        upper = (high / step).rounded(.up) * step
    }

    /// The tick values from ``lower`` to ``upper``.
    public var ticks: [Double] {
        let count = Int(((upper - lower) / step).rounded())
        return (0...count).map { lower + Double($0) * step }
    }

    /// Decimals that show every tick exactly: 0 for steps of 1 or more, 1 for 0.5, 2 for 0.05.
    public var decimals: Int {
        max(0, Int((-log10(step)).rounded(.up)))
    }

    /// A tick's label with ``decimals`` decimals.
    public func label(_ value: Double) -> String {
        SVGText.number(value, decimals: decimals)
    }

    /// A nice number near `value`: 1, 2, 5 or 10 times a power of ten, the nearest one when
    /// `rounded`, else the smallest one at or above `value`.
    static func nice(_ value: Double, rounded: Bool) -> Double {
        let exponent = log10(value).rounded(.down)
        let power = pow(10, exponent)
        let fraction = value / power
        let niceFraction: Double
        if rounded {
            niceFraction = fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10
        } else {
            niceFraction = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
        }
        return niceFraction * power
    }
}
