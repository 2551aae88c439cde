/// Writes JSON as UTF-8 bytes, member by member, without Foundation: the one JSON writer of
/// FieldFix's output.
///
/// A `field` whose value is `nil` (or a number that is not finite) is left out, or written
/// as `null` where a format asks for it, so a reader never sees `NaN`, `Infinity` or a
/// placeholder: an absent field means "unknown", as in gpsd's JSON. Numbers are written by
/// ``DecimalText`` at the precision the caller names (see ``Precision``). Reusing one writer
/// (``removeAll()``) keeps its buffer, so a stream of lines allocates nothing once the
/// buffer has grown to its longest line.
public struct JSONWriter: Sendable {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []
    private var needsComma = false

    /// An empty writer with room for `capacity` bytes.
    public init(capacity: Int = 512) {
        bytes.reserveCapacity(capacity)
    }

    /// The text written, as a `String`.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Forgets what was written, keeping the buffer.
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        needsComma = false
    }

    /// Appends bytes as they are (a newline between lines, a document's framing, a value
    /// encoded already); what follows starts without a comma.
    public mutating func raw(_ text: some Sequence<UInt8>) {
        bytes.append(contentsOf: text)
        needsComma = false
    }

    // MARK: Structure

    /// Starts an object (`{`), as an array element or a top-level value.
    public mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    /// Ends an object (`}`).
    public mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    /// Starts an array (`[`), as an array element or a top-level value.
    public mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    /// Ends an array (`]`).
    public mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes a member's name and colon; the value follows.
    public mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// Writes a member's name given at run time (escaped) and colon; the value follows.
    public mutating func key(named name: String) {
        separate()
        JSONString.append(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    // MARK: Values

    /// Writes a string value.
    public mutating func value(_ text: String) {
        separate()
        JSONString.append(text, to: &bytes)
        needsComma = true
    }

    /// Writes a string value given as bytes: ASCII is copied in place, anything else read as
    /// UTF-8 with invalid sequences replaced (U+FFFD), as `String(decoding:as:)` does.
    public mutating func value(utf8 text: UnsafeBufferPointer<UInt8>) {
        guard text.allSatisfy({ $0 < 0x80 }) else { return value(String(decoding: text, as: UTF8.self)) }
        separate()
        JSONString.append(utf8: text, to: &bytes)
        needsComma = true
    }

    /// Writes an array of the strings between the `separator` bytes of `text` (`a,,b` gives
    /// `["a","","b"]`), each read as ``value(utf8:)`` reads it; printable ASCII with nothing
    /// to escape, the usual case, is copied in one pass.
    public mutating func array(splitting text: UnsafeBufferPointer<UInt8>, at separator: UInt8) {
        let plain = text.allSatisfy { $0 >= 0x20 && $0 < 0x80 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        beginArray()
        var run = 0
        for end in text.indices where text[end] == separator {
            element(UnsafeBufferPointer(rebasing: text[run..<end]), plain: plain)
            run = end + 1
        }
        element(UnsafeBufferPointer(rebasing: text[run...]), plain: plain)
        endArray()
    }

    /// Writes one string of ``array(splitting:at:)``: copied between quotes when `plain`.
    private mutating func element(_ text: UnsafeBufferPointer<UInt8>, plain: Bool) {
        guard plain else { return value(utf8: text) }
        separate()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: text)
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    /// Writes a finite number rounded to `places` decimals.
    public mutating func value(_ number: Double, places: Int) {
        separate()
        DecimalText.append(number, places: places, to: &bytes)
        needsComma = true
    }

    /// Writes an integer value.
    public mutating func value(_ number: Int) {
        separate()
        DecimalText.append(number, to: &bytes)
        needsComma = true
    }

    /// Writes `true` or `false`.
    public mutating func value(_ flag: Bool) {
        separate()
        bytes.append(contentsOf: flag ? "true".utf8 : "false".utf8)
        needsComma = true
    }

    /// Writes `null`.
    public mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
        needsComma = true
    }

    // MARK: Fields

    /// Writes a string field; `nil` is left out, or `null` when `null` is set.
    public mutating func field(_ name: StaticString, _ text: String?, null: Bool = false) {
        guard let text else { return nullField(name, null) }
        key(name)
        value(text)
    }

    /// Writes a number field rounded to `places` decimals; `nil`, NaN and infinities are
    /// left out, or `null` when `null` is set.
    public mutating func field(_ name: StaticString, _ number: Double?, places: Int, null: Bool = false) {
        guard let number, number.isFinite else { return nullField(name, null) }
        key(name)
        value(number, places: places)
    }

    /// Writes an integer field; `nil` is left out, or `null` when `null` is set.
    public mutating func field(_ name: StaticString, _ number: Int?, null: Bool = false) {
        guard let number else { return nullField(name, null) }
        key(name)
        value(number)
    }

    /// Writes a boolean field.
    public mutating func field(_ name: StaticString, _ flag: Bool) {
        key(name)
        value(flag)
    }

    private mutating func nullField(_ name: StaticString, _ null: Bool) {
        guard null else { return }
        key(name)
        self.null()
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }
}
