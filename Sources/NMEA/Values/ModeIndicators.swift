/// The GNS mode field: one ``ModeIndicator`` per constellation, in NMEA 4.11's order
/// GPS, GLONASS, Galileo, BeiDou, QZSS, NavIC (receivers may send fewer, or more).
public struct ModeIndicators: Hashable, Sendable {
    /// Up to eight mode letters, the first in the lowest byte; unused bytes are 0.
    @usableFromInline var letters: UInt64

    /// Creates the indicators from letters, at most eight.
    public init(_ modes: [ModeIndicator]) {
        precondition(modes.count <= ModeIndicators.capacity, "GNS carries at most eight mode letters")
        letters = 0
        for (i, mode) in modes.enumerated() { letters |= UInt64(mode.rawValue) << UInt64(8 * i) }
    }

    @inlinable
    init(letters: UInt64) { self.letters = letters }

    /// The most letters a GNS mode field may hold here.
    public static let capacity = 8

    /// The number of letters.
    public var count: Int { (64 - letters.leadingZeroBitCount + 7) / 8 }

    /// The modes, in the order sent.
    public var modes: [ModeIndicator] {
        (0..<count).compactMap { self[$0] }
    }

    /// The mode at `position` (0 = GPS), or `nil` beyond the letters sent.
    public subscript(position: Int) -> ModeIndicator? {
        guard position >= 0, position < ModeIndicators.capacity else { return nil }
        return ModeIndicator(rawValue: UInt8(truncatingIfNeeded: letters >> UInt64(8 * position)))
    }

    /// The GPS mode (first letter).
    public var gps: ModeIndicator? { self[0] }
    /// The GLONASS mode (second letter).
    public var glonass: ModeIndicator? { self[1] }
    /// The Galileo mode (third letter).
    public var galileo: ModeIndicator? { self[2] }
    /// The BeiDou mode (fourth letter).
    public var beidou: ModeIndicator? { self[3] }
    /// The QZSS mode (fifth letter).
    public var qzss: ModeIndicator? { self[4] }
    /// The NavIC mode (sixth letter).
    public var navic: ModeIndicator? { self[5] }
}
