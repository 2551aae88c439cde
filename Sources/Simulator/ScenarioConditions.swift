import Positioning

/// What a simulated receiver experiences at one instant of a scenario.
public struct ScenarioConditions: Hashable, Sendable {
    /// The fix dimension the receiver reports (``FixMode/noFix`` during an outage).
    public var mode: FixMode
    /// The fix quality the receiver reports (``FixQuality/invalid`` during an outage).
    public var quality: FixQuality
    /// The 1-sigma range error that drives the position error, metres: horizontal DRMS is
    /// `HDOP × rangeError`, vertical sigma `VDOP × rangeError`.
    public var rangeError: Double
    /// HDOP before the simulator's random jitter.
    public var hdop: Double
    /// VDOP / HDOP.
    public var vdopRatio: Double
    /// Minor / major axis of the horizontal error ellipse, 0...1.
    public var axisRatio: Double
    /// Orientation of the ellipse's major axis, degrees from true north.
    public var orientation: Double
    /// Signal attenuation, dB below open sky (lowers the GSV signal-to-noise ratios).
    public var attenuation: Double

    /// Whether the receiver has a position.
    public var hasFix: Bool { mode >= .twoD }
}
