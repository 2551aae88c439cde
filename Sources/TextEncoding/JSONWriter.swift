/// Writes JSON as UTF-8 bytes, member by member, without Foundation: the one JSON writer of
/// FieldFix's output.
///
/// A `field` whose value is `nil` (or a number that is not finite) is left out, or written
/// as `null` where a format asks for it, so a reader never sees `NaN`, `Infinity` or a
/// placeholder: an absent field means "unknown", as in gpsd's JSON. Numbers are written by
/// ``DecimalText`` at the precision the caller names (see ``Precision``). Reusing one writer
/// (``removeAll()``) keeps its buffer, so a stream of lines allocates nothing once the
/// buffer has grown to its longest line.
///
/// Each member is written in place, into a ``TextBuffer``: room for the most bytes the
/// member can take is made once. Members, keys and numbers are `@inlinable`, so an
/// encoder's constant keys are copied as constants.
public struct JSONWriter: Sendable {
    /// The bytes written.
    @usableFromInline var buffer: TextBuffer
    /// Whether a value was written last, so that the next member or element needs a comma.
    @usableFromInline var needsComma = false

    /// An empty writer with room for `capacity` bytes.
    public init(capacity: Int = 512) {
        buffer = TextBuffer(capacity: capacity)
    }

    /// The number of bytes written.
    public var count: Int { buffer.count }

    /// A copy of the bytes written so far (``withBytes(_:)`` lends them without copying).
    public var bytes: [UInt8] { buffer.bytes }

    /// Calls `body` with the bytes written so far, valid only inside `body`.
    public func withBytes<T, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> T) throws(E) -> T {
        try buffer.withBytes(body)
    }

    /// The text written, as a `String`.
    public var text: String { buffer.text }

    /// Forgets what was written, keeping the buffer.
    public mutating func removeAll() {
        buffer.removeAll()
        needsComma = false
    }

    /// Room for `maximum` more bytes and a comma: the address of the first byte not written.
    @inlinable @inline(__always)
    mutating func room(_ maximum: Int) -> UnsafeMutablePointer<UInt8> {
        buffer.room(maximum &+ 1)
    }

    /// Records that `bytes` bytes were written at ``room(_:)``'s address.
    @inlinable @inline(__always)
    mutating func advance(_ bytes: Int) {
        buffer.advance(bytes)
    }

    /// At `out`, a comma when a value came last; returns where what follows goes.
    @inlinable @inline(__always)
    func separator(at out: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        guard needsComma else { return out }
        out.pointee = UInt8(ascii: ",")
        return out + 1
    }

    /// Writes one byte, after a comma when `separated` and a value came last.
    @inlinable @inline(__always)
    mutating func write(_ byte: UInt8, separated: Bool) {
        let start = room(1)
        let out = separated ? separator(at: start) : start
        out.pointee = byte
        advance(out + 1 - start)
    }

    /// Appends bytes as they are (a newline between lines, a document's framing, a value
    /// encoded already); what follows starts without a comma.
    public mutating func raw(_ text: UnsafeBufferPointer<UInt8>) {
        let out = room(text.count)
        if let base = text.baseAddress { out.update(from: base, count: text.count) }
        advance(text.count)
        needsComma = false
    }

    /// Appends bytes as they are; see ``raw(_:)-(UnsafeBufferPointer<UInt8>)``.
    @inlinable
    public mutating func raw(_ text: some Sequence<UInt8>) {
        if text.withContiguousStorageIfAvailable({ raw($0) }) == nil { raw(Array(text)) }
    }

    /// Appends one byte as it is; what follows starts without a comma.
    @inlinable
    public mutating func raw(_ byte: UInt8) {
        write(byte, separated: false)
        needsComma = false
    }

    // MARK: Structure

    /// Starts an object (`{`), as an array element or a top-level value.
    @inlinable
    public mutating func beginObject() {
        write(UInt8(ascii: "{"), separated: true)
        needsComma = false
    }

    /// Ends an object (`}`).
    @inlinable
    public mutating func endObject() {
        write(UInt8(ascii: "}"), separated: false)
        needsComma = true
    }

    /// Starts an array (`[`), as an array element or a top-level value.
    @inlinable
    public mutating func beginArray() {
        write(UInt8(ascii: "["), separated: true)
        needsComma = false
    }

    /// Ends an array (`]`).
    @inlinable
    public mutating func endArray() {
        write(UInt8(ascii: "]"), separated: false)
        needsComma = true
    }

    /// Writes a member's name and colon; the value follows.
    @inlinable @inline(__always)
    public mutating func key(_ name: StaticString) {
        guard name.hasPointerRepresentation else { return key(named: name.description) }
        let start = room(name.utf8CodeUnitCount &+ 3)
        advance(Self.writeKey(name, at: separator(at: start)) - start)
        needsComma = false
    }

    /// Writes `"name":` at `out`, which has room for the name's length plus 3 bytes, and
    /// returns the end. `name` has a pointer representation.
    @inlinable @inline(__always)
    static func writeKey(_ name: StaticString, at out: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let length = name.utf8CodeUnitCount
        out.pointee = UInt8(ascii: "\"")
        (out + 1).update(from: name.utf8Start, count: length)
        out[length &+ 1] = UInt8(ascii: "\"")
        out[length &+ 2] = UInt8(ascii: ":")
        return out + (length &+ 3)
    }

    /// Writes a member's name given at run time (escaped) and colon; the value follows.
    public mutating func key(named name: String) {
        string(name)
        write(UInt8(ascii: ":"), separated: false)
        needsComma = false
    }

    // MARK: Values

    /// Writes a string value.
    public mutating func value(_ text: String) {
        string(text)
        needsComma = true
    }

    /// Writes `text` as a JSON string literal, after a comma when one is needed.
    private mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { escaped($0) }
    }

    /// Writes valid UTF-8 as a JSON string literal, after a comma when one is needed.
    private mutating func escaped(_ text: UnsafeBufferPointer<UInt8>) {
        let start = room(JSONString.maximumLength(text.count))
        let out = separator(at: start)
        advance(out + JSONString.write(utf8: text, to: out) - start)
    }

    /// Writes a string value given as bytes: ASCII is copied in place, anything else read as
    /// UTF-8 with invalid sequences replaced (U+FFFD), as `String(decoding:as:)` does.
    public mutating func value(utf8 text: UnsafeBufferPointer<UInt8>) {
        guard text.allSatisfy({ $0 < 0x80 }) else { return value(String(decoding: text, as: UTF8.self)) }
        escaped(text)
        needsComma = true
    }

    /// Writes an array of the strings between the `separator` bytes of `text` (`a,,b` gives
    /// `["a","","b"]`), each read as ``value(utf8:)`` reads it; printable ASCII with nothing
    /// to escape, the usual case, is copied in one pass.
    public mutating func array(splitting text: UnsafeBufferPointer<UInt8>, at separator: UInt8) {
        let plain = text.allSatisfy { $0 >= 0x20 && $0 < 0x80 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        guard plain else {
            beginArray()
            var run = 0
            for end in text.indices where text[end] == separator {
                value(utf8: UnsafeBufferPointer(rebasing: text[run..<end]))
                run = end + 1
            }
            value(utf8: UnsafeBufferPointer(rebasing: text[run...]))
            endArray()
            return
        }
        // Each separator becomes `","`: at most three bytes for one, and the brackets and quotes.
        let start = room(text.count &* 3 &+ 4)
        var out = self.separator(at: start)
        out[0] = UInt8(ascii: "[")
        out[1] = UInt8(ascii: "\"")
        out += 2
        for byte in text {
            if byte == separator {
                out[0] = UInt8(ascii: "\"")
                out[1] = UInt8(ascii: ",")
                out[2] = UInt8(ascii: "\"")
                out += 3
            } else {
                out.pointee = byte
                out += 1
            }
        }
        out[0] = UInt8(ascii: "\"")
        out[1] = UInt8(ascii: "]")
        advance(out + 2 - start)
        needsComma = true
    }

    /// Writes a finite number rounded to `places` decimals.
    @inlinable
    public mutating func value(_ number: Double, places: Int) {
        numberValue { DecimalText.write(number, places: places, to: $0) }
    }

    /// Writes a finite number in the fewest digits that read back as the same `Double`, where
    /// no precision is chosen (a record kept whole, as a conflict's losing version).
    public mutating func value(roundTrip number: Double) {
        precondition(number.isFinite, "JSON has no non-finite numbers")
        let start = room(32)
        let out = separator(at: start)
        var digits = number.description
        let count = digits.withUTF8 { text in
            out.update(from: text.baseAddress!, count: text.count)
            return text.count
        }
        advance(out + count - start)
        needsComma = true
    }

    /// Writes an integer value.
    @inlinable
    public mutating func value(_ number: Int) {
        numberValue { DecimalText.write(number, to: $0) }
    }

    /// Writes a number value: `write` writes it at a pointer, in at most
    /// ``DecimalText/maximumLength`` bytes, and returns how many it wrote.
    @inlinable @inline(__always)
    mutating func numberValue(_ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        let start = room(DecimalText.maximumLength)
        let out = separator(at: start)
        advance(out + write(out) - start)
        needsComma = true
    }

    /// Writes `true` or `false`.
    @inlinable
    public mutating func value(_ flag: Bool) {
        literal(flag ? "true" : "false")
        needsComma = true
    }

    /// Writes `null`.
    @inlinable
    public mutating func null() {
        literal("null")
        needsComma = true
    }

    /// Writes `true`, `false` or `null`, after a comma when one is needed.
    @inlinable @inline(__always)
    mutating func literal(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        let start = room(length)
        let out = separator(at: start)
        out.update(from: text.utf8Start, count: length)
        advance(out + length - start)
    }

    // MARK: Fields

    /// Writes a string field; `nil` is left out, or `null` when `null` is set.
    @inlinable
    public mutating func field(_ name: StaticString, _ text: String?, null: Bool = false) {
        guard let text else { return nullField(name, null) }
        key(name)
        value(text)
    }

    /// Writes a string field whose text `body` appends (as UTF-8) in place: text built by
    /// parts, written without making a `String`, escaped afterwards where it needs it.
    /// Inlined, so that `body` is too: the fields that name a case write a few bytes.
    @inlinable @inline(__always)
    public mutating func field(_ name: StaticString, text body: (inout TextBuffer) -> Void) {
        key(name)
        write(UInt8(ascii: "\""), separated: false)
        let start = buffer.count
        body(&buffer)
        let plain = buffer.withBytes { bytes in
            bytes[start...].allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        }
        if plain {
            write(UInt8(ascii: "\""), separated: false)
        } else {
            escapeText(from: start)
        }
        needsComma = true
    }

    /// Escapes the text written from `start` on, which opened a string field, and closes the string.
    @usableFromInline
    mutating func escapeText(from start: Int) {
        let written = buffer.withBytes { Array($0[start...]) }
        buffer.truncate(to: start - 1)
        needsComma = false
        written.withUnsafeBufferPointer { escaped($0) }
    }

    /// Writes a number field rounded to `places` decimals; `nil`, NaN and infinities are
    /// left out, or `null` when `null` is set.
    @inlinable @inline(__always)
    public mutating func field(_ name: StaticString, _ number: Double?, places: Int, null: Bool = false) {
        guard let number, number.isFinite else { return nullField(name, null) }
        numberField(name) { DecimalText.write(number, places: places, to: $0) }
    }

    /// Writes an integer field; `nil` is left out, or `null` when `null` is set.
    @inlinable @inline(__always)
    public mutating func field(_ name: StaticString, _ number: Int?, null: Bool = false) {
        guard let number else { return nullField(name, null) }
        numberField(name) { DecimalText.write(number, to: $0) }
    }

    /// Writes a field of the number `write` writes at a pointer (as ``numberValue(_:)``): the
    /// name and the number in one room, so one uniqueness and capacity check.
    @inlinable @inline(__always)
    mutating func numberField(_ name: StaticString, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        guard name.hasPointerRepresentation else {
            key(name)
            return numberValue(write)
        }
        let start = room(name.utf8CodeUnitCount &+ 3 &+ DecimalText.maximumLength)
        let out = Self.writeKey(name, at: separator(at: start))
        advance(out + write(out) - start)
        needsComma = true
    }

    /// Writes a boolean field.
    @inlinable
    public mutating func field(_ name: StaticString, _ flag: Bool) {
        key(name)
        value(flag)
    }

    @inlinable
    mutating func nullField(_ name: StaticString, _ null: Bool) {
        guard null else { return }
        key(name)
        self.null()
    }
}
