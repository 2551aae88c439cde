/// The UTC time of a fix: always a time of day, and a date when the receiver told one.
///
/// Receivers that send only GGA give a time of day and no date; such fixes are still
/// fixes, with ``date`` `nil` (the date is unknown, never guessed).
public struct FixTime: Hashable, Sendable {
    /// The UTC date, or `nil` when no sentence of the stream has told it yet.
    public var date: CivilDate?
    /// Milliseconds since UTC midnight, 0 to 86 400 999 (a leap second gives 86 400 000 and up).
    public var millisecondOfDay: Int

    /// Creates a time from a date (optional) and milliseconds since midnight.
    public init(date: CivilDate?, millisecondOfDay: Int) {
        self.date = date
        self.millisecondOfDay = millisecondOfDay
    }

    /// The time `milliseconds` after 1970-01-01T00:00:00Z (before it when negative).
    public init(unixMilliseconds milliseconds: Int64) {
        let days = milliseconds >= 0 ? milliseconds / 86_400_000 : (milliseconds - 86_399_999) / 86_400_000
        self.init(date: CivilDate(daysSinceEpoch: Int(days)), millisecondOfDay: Int(milliseconds - days * 86_400_000))
    }

    /// Milliseconds since 1970-01-01T00:00:00Z, or `nil` when the date is unknown.
    public var unixMilliseconds: Int64? {
        guard let date else { return nil }
        return Int64(date.daysSinceEpoch) * 86_400_000 + Int64(millisecondOfDay)
    }

    /// Milliseconds from `start` to `end`: by their dates when both have one, else by their
    /// times of day (see ``millisecondsOfDay(from:to:)``).
    public static func milliseconds(from start: FixTime, to end: FixTime) -> Int64 {
        if let a = start.unixMilliseconds, let b = end.unixMilliseconds { return b - a }
        return Int64(millisecondsOfDay(from: start.millisecondOfDay, to: end.millisecondOfDay))
    }

    /// Milliseconds from one time of day to another, a step back of more than 12 hours being
    /// taken across midnight (23:59:59 to 00:00:01 is 2 s); the one midnight rule of FieldFix.
    public static func millisecondsOfDay(from start: Int, to end: Int) -> Int {
        let elapsed = end - start
        return elapsed < -43_200_000 ? elapsed + 86_400_000 : elapsed
    }

    /// ISO 8601 in UTC with milliseconds (`2024-03-15T14:30:22.000Z`), or the time of day
    /// alone (`14:30:22.000`) when the date is unknown. A leap second is `23:59:60.sss`.
    public var iso8601: String {
        String(unsafeUninitializedCapacity: Self.iso8601Capacity) { writeISO8601(to: $0) }
    }

    /// The most bytes ``writeISO8601(to:)`` writes (a date of any year).
    public static let iso8601Capacity = 48

    /// Writes ``iso8601`` as ASCII at the start of `buffer`, which has room for
    /// ``iso8601Capacity`` bytes, and returns the count written: the same text without
    /// allocating, for encoders that write bytes.
    public func writeISO8601(to buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        precondition(buffer.count >= Self.iso8601Capacity, "writeISO8601 needs \(Self.iso8601Capacity) bytes")
        var out = PaddedDigits(buffer: buffer)
        if let date {
            out.append(date.year, width: 4)
            out.append(UInt8(ascii: "-"))
            out.append(date.month, width: 2)
            out.append(UInt8(ascii: "-"))
            out.append(date.day, width: 2)
            out.append(UInt8(ascii: "T"))
        }
        var ms = millisecondOfDay
        let h = min(ms / 3_600_000, 23); ms -= h * 3_600_000
        let m = min(ms / 60_000, 59); ms -= m * 60_000
        let s = ms / 1000; ms -= s * 1000
        out.append(h, width: 2)
        out.append(UInt8(ascii: ":"))
        out.append(m, width: 2)
        out.append(UInt8(ascii: ":"))
        out.append(s, width: 2)
        out.append(UInt8(ascii: "."))
        out.append(ms, width: 3)
        if date != nil { out.append(UInt8(ascii: "Z")) }
        return out.count
    }
}

/// Writes ASCII into a buffer: single bytes, and integers zero-padded on the left to a
/// width (the sign of a negative one counting as a digit, `-5` at width 4 being `00-5`).
private struct PaddedDigits {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    mutating func append(_ byte: UInt8) {
        buffer[count] = byte
        count += 1
    }

    /// 10^width for the widths written in one pass (0 through 4; wider ones take the general path).
    private static let limits: InlineArray<5, Int> = [1, 10, 100, 1_000, 10_000]

    @inline(__always)
    mutating func append(_ value: Int, width: Int) {
        // The usual case, a value with exactly `width` digits once padded, in one pass.
        if value >= 0 && value < Self.limits[min(width, 4)] {
            var rest = value
            var index = count &+ width
            while index > count {
                index &-= 1
                buffer[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            }
            count &+= width
            return
        }
        var digits = 1
        var rest = value.magnitude
        while rest >= 10 { rest /= 10; digits += 1 }
        let length = digits + (value < 0 ? 1 : 0)
        for _ in length..<max(width, length) { append(UInt8(ascii: "0")) }
        if value < 0 { append(UInt8(ascii: "-")) }
        rest = value.magnitude
        for index in stride(from: count + digits - 1, through: count, by: -1) {
            buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        count += digits
    }
}
