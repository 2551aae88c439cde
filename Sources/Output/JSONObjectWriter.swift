/// Writes one flat JSON object into a `String`, field by field, without Foundation.
///
/// Fields whose value is `nil` or not finite are left out, so a reader never sees `NaN`,
/// `Infinity` or a placeholder: an absent field means "unknown", as in gpsd's JSON.
struct JSONObjectWriter {
    /// The text written so far (the closing brace is added by ``finish()``).
    private(set) var text: String
    private var isEmpty = true

    /// Starts an object, reserving room for a typical TPV line.
    init() {
        text = "{"
        text.reserveCapacity(512)
    }

    /// Writes a string field, escaped as JSON requires.
    mutating func field(_ name: StaticString, _ value: String?) {
        guard let value else { return }
        key(name)
        JSONString.append(value, to: &text)
    }

    /// Writes a number field; `nil`, NaN and infinities are left out.
    ///
    /// The number is the shortest decimal that reads back as the same `Double`.
    mutating func field(_ name: StaticString, _ value: Double?) {
        guard let value, value.isFinite else { return }
        key(name)
        // Swift prints integral doubles as "12.0" and small ones as "1e-05": both are valid JSON.
        text.append(value.description)
    }

    /// Writes an integer field; `nil` is left out.
    mutating func field(_ name: StaticString, _ value: Int?) {
        guard let value else { return }
        key(name)
        text.append(String(value))
    }

    /// Writes a boolean field.
    mutating func field(_ name: StaticString, _ value: Bool) {
        key(name)
        text.append(value ? "true" : "false")
    }

    /// Closes the object and returns its text (one line, no newline).
    consuming func finish() -> String {
        text.append("}")
        return text
    }

    private mutating func key(_ name: StaticString) {
        if !isEmpty { text.append(",") }
        isEmpty = false
        text.append("\"")
        text.append(name.description)
        text.append("\":")
    }
}
