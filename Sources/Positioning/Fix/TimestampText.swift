/// The pieces of an ISO 8601 date, date-time or time of day, before any time zone is applied:
/// the one ISO 8601 reader of FieldFix (record times, time filters, imports, simulator starts).
public struct TimestampText: Hashable, Sendable {
    /// The calendar date, when the text has one.
    public var date: CivilDate?
    /// Milliseconds since midnight, when the text has a time.
    public var millisecondOfDay: Int?
    /// The UTC offset in seconds (`Z` is 0), or `nil` when the text names no zone.
    public var offsetSeconds: Int?
    /// Whether the time stops at the minute (`HH:mm`, the form `trees list` prints).
    public var toTheMinute = false

    /// Splits `yyyy-MM-dd`, `HH:mm[:ss[.fff]]`, or `yyyy-MM-ddTHH:mm[:ss[.fff]]` (a space may
    /// replace the `T`), each time optionally followed by `Z` or `±HH:MM`. Returns `nil` for
    /// anything else.
    public init?(_ text: String) {
        var bytes = Array(text.utf8)[...]
        if bytes.count >= 10, bytes[bytes.startIndex + 4] == UInt8(ascii: "-") {
            guard let y = Self.number(&bytes, 4), Self.take(&bytes, "-"), let mo = Self.number(&bytes, 2),
                  Self.take(&bytes, "-"), let d = Self.number(&bytes, 2),
                  let date = CivilDate(year: y, month: mo, day: d) else { return nil }
            self.date = date
            if bytes.isEmpty { return }
            guard Self.take(&bytes, "T") || Self.take(&bytes, " ") else { return nil }
        }
        guard let h = Self.number(&bytes, 2), h < 24, Self.take(&bytes, ":"), let mi = Self.number(&bytes, 2), mi < 60
        else { return nil }
        var s = 0
        if Self.take(&bytes, ":") {
            guard let seconds = Self.number(&bytes, 2), seconds <= 60 else { return nil }
            s = seconds
        } else {
            toTheMinute = true
        }
        var ms = 0
        if !toTheMinute, Self.take(&bytes, ".") {
            var digits = 0
            var scale = 100
            while let b = bytes.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) {
                ms += Int(b - UInt8(ascii: "0")) * scale
                scale /= 10
                digits += 1
                bytes.removeFirst()
            }
            guard digits > 0 else { return nil }
        }
        millisecondOfDay = ((h * 60 + mi) * 60 + s) * 1000 + ms
        if bytes.isEmpty { return }
        if Self.take(&bytes, "Z") {
            offsetSeconds = 0
        } else if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            bytes.removeFirst()
            guard let oh = Self.number(&bytes, 2), oh < 24, Self.take(&bytes, ":"), let om = Self.number(&bytes, 2), om < 60
            else { return nil }
            offsetSeconds = (sign == UInt8(ascii: "+") ? 1 : -1) * (oh * 3600 + om * 60)
        }
        guard bytes.isEmpty else { return nil }
    }

    /// Milliseconds since 1970-01-01T00:00:00Z of a full date-time with a zone (`Z` or
    /// `±HH:MM`); `nil` when the text has no date, no time or no zone.
    public var unixMilliseconds: Int64? {
        guard let date, let millisecondOfDay, let offsetSeconds else { return nil }
        return Int64(date.daysSinceEpoch) * 86_400_000 + Int64(millisecondOfDay) - Int64(offsetSeconds) * 1000
    }

    private static func take(_ bytes: inout ArraySlice<UInt8>, _ char: Unicode.Scalar) -> Bool {
        guard bytes.first == UInt8(ascii: char) else { return false }
        bytes.removeFirst()
        return true
    }

    private static func number(_ bytes: inout ArraySlice<UInt8>, _ width: Int) -> Int? {
        guard bytes.count >= width else { return nil }
        var value = 0
        for b in bytes.prefix(width) {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) else { return nil }
            value = value * 10 + Int(b - UInt8(ascii: "0"))
        }
        bytes.removeFirst(width)
        return value
    }
}
