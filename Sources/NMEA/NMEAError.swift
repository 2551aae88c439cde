/// Why a sentence, or one of its fields, was rejected, and where.
///
/// Errors carry copies of the offending bytes (a sentence is at most
/// ``NMEAFramer/maxSentenceLength`` bytes), so they outlive the reader's buffer.
/// The ``Code`` is a struct, not an enum, so that new codes can be added without
/// breaking clients that switch over them.
public struct NMEAError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var code: Code
    /// The sentence type (`"GGA"`, `"RMC"`...), when the address could be read.
    public var sentenceType: String?
    /// The index of the offending field: 1 is the first field after the address
    /// (`$GPGGA,<1>,<2>,...`); `nil` for errors about the whole sentence.
    public var field: Int?
    /// The offending bytes: the field for field errors, the sentence otherwise
    /// (the first ``NMEAFramer/maxSentenceLength`` bytes of an over-long line).
    public var bytes: [UInt8]

    /// Creates an error.
    public init(code: Code, sentenceType: String? = nil, field: Int? = nil, bytes: [UInt8]) {
        self.code = code
        self.sentenceType = sentenceType
        self.field = field
        self.bytes = bytes
    }

    /// A one-line explanation, such as `GGA field 2: invalid field "49x6.45"`.
    public var description: String {
        var location = sentenceType ?? "sentence"
        if let field { location += " field \(field)" }
        return "\(location): \(code) \"\(printable(bytes))\""
    }

    /// The kind of an ``NMEAError``.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) { self.name = name }

        /// The checksum after `*` does not match the XOR of the sentence's bytes.
        public static let badChecksum = Code("checksum mismatch")
        /// The sentence has no `*hh` checksum and the reader is not lenient.
        public static let missingChecksum = Code("missing checksum")
        /// Something other than two hexadecimal digits follows `*`.
        public static let malformedChecksum = Code("malformed checksum")
        /// The address after `$` or `!` is empty or holds bytes other than letters and digits.
        public static let invalidAddress = Code("invalid address")
        /// A typed sentence has fewer fields than its oldest known version.
        public static let tooFewFields = Code("too few fields")
        /// A field is present but cannot be read as its type (the field reads as `nil`).
        public static let invalidField = Code("invalid field")
        /// A line grew past ``NMEAFramer/maxSentenceLength`` bytes and was dropped, or a
        /// sentence without a typed struct is longer than ``RawSentence/capacity``.
        public static let overlongSentence = Code("over-long sentence dropped")

        /// The code's name, such as `checksum mismatch`.
        public var description: String { name }
    }
}

/// The bytes as ASCII, with other bytes (and `"`, `\`) escaped as `\xHH`.
func printable(_ bytes: [UInt8]) -> String {
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count)
    for byte in bytes {
        if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
            text.append(byte)
        } else {
            text.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "x"), hexDigit(byte >> 4), hexDigit(byte & 0xF)])
        }
    }
    return String(decoding: text, as: UTF8.self)
}

/// Two upper-case hexadecimal digits.
func hexDigits(_ byte: UInt8) -> String {
    String(decoding: [hexDigit(byte >> 4), hexDigit(byte & 0xF)], as: UTF8.self)
}

/// The upper-case hexadecimal digit of a value from 0 to 15.
private func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
}
