/// A UTC time of day as NMEA sentences send it (`hhmmss.sss`), to the millisecond.
///
/// Digits after the third decimal of the seconds are dropped (truncated).
/// A second of 60 (a leap second) is accepted.
public struct UTCTime: Hashable, Sendable, CustomStringConvertible {
    /// Milliseconds since midnight UTC, 0 to 86 400 999 (a leap second goes past 86 399 999).
    public var millisecondOfDay: Int32

    /// Creates a time from milliseconds since midnight; `nil` when outside 0...86 400 999.
    @inlinable
    public init?(millisecondOfDay: Int) {
        guard millisecondOfDay >= 0, millisecondOfDay < 86_401_000 else { return nil }
        self.millisecondOfDay = Int32(millisecondOfDay)
    }

    /// Creates a time from its parts; `nil` when a part is out of range.
    @inlinable
    public init?(hour: Int, minute: Int, second: Int, millisecond: Int = 0) {
        guard (0..<24).contains(hour), (0..<60).contains(minute), (0...60).contains(second),
              (0..<1000).contains(millisecond) else { return nil }
        self.millisecondOfDay = Int32(((hour * 60 + minute) * 60 + second) * 1000 + millisecond)
    }

    /// The hour, 0 to 23.
    public var hour: Int { min(Int(millisecondOfDay) / 3_600_000, 23) }
    /// The minute, 0 to 59.
    public var minute: Int { min((Int(millisecondOfDay) - hour * 3_600_000) / 60_000, 59) }
    /// The second, 0 to 60 (60 only in a leap second, 23:59:60).
    public var second: Int { (Int(millisecondOfDay) - hour * 3_600_000 - minute * 60_000) / 1000 }
    /// The millisecond, 0 to 999.
    public var millisecond: Int { Int(millisecondOfDay) % 1000 }

    /// `hh:mm:ss.sss`.
    public var description: String {
        String(unsafeUninitializedCapacity: 12) { text in
            func put(_ value: Int, width: Int, at start: Int) {
                var rest = value
                for offset in (start..<(start + width)).reversed() {
                    text[offset] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
            }
            put(hour, width: 2, at: 0)
            text[2] = UInt8(ascii: ":")
            put(minute, width: 2, at: 3)
            text[5] = UInt8(ascii: ":")
            put(second, width: 2, at: 6)
            text[8] = UInt8(ascii: ".")
            put(millisecond, width: 3, at: 9)
            return 12
        }
    }
}
