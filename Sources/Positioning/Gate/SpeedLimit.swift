/// How fast the receiver may move at capture (``CapturePolicy/maximumSpeed``), as a front end
/// takes it: a positive number of metres per second, or `none` for no limit.
///
/// The field default, ``walking`` (2 m/s), is faster than a careful walk (about 1 to 1.5 m/s)
/// and slower than a jog or a bicycle: a record is not taken from a moving car by mistake,
/// while walking up to a tree is not refused. A fix without a speed is not judged by it (see
/// ``CaptureGate``).
public struct SpeedLimit: Hashable, Sendable {
    /// The field default: 2 m/s.
    public static let walking = SpeedLimit(metersPerSecond: 2)

    /// The limit, metres per second; `nil` for none.
    public var metersPerSecond: Double?

    /// A limit of `metersPerSecond`, or none for `nil`.
    public init(metersPerSecond: Double?) { self.metersPerSecond = metersPerSecond }

    /// Parses `none` (in any case) or a finite positive number of metres per second; `nil`
    /// for anything else.
    public init?(parsing text: String) {
        if text.lowercased() == "none" { self.init(metersPerSecond: nil); return }
        guard let value = Double(text), value.isFinite, value > 0 else { return nil }
        self.init(metersPerSecond: value)
    }
}
