/// TXT: a text message from the receiver.
///
/// ```
///        1  2  3  4
///        |  |  |  |
/// $--TXT,xx,xx,xx,c--c*hh
/// ```
/// 1 number of sentences, 2 sentence number, 3 text identifier, 4 text (as sent:
/// NMEA `^hh` escapes are not decoded; commas cannot appear in it).
public struct TXT: Hashable, Sendable {
    /// The talker (`GP`, `GN`...).
    public var talker: Talker
    /// Field 1: the number of TXT sentences in this message.
    public var messageCount: UInt8?
    /// Field 2: this sentence's number, from 1.
    public var messageNumber: UInt8?
    /// Field 3: text identifier (u-blox: 0 error, 1 warning, 2 notice, 7 user).
    public var identifier: UInt8?
    /// Field 4: the text.
    public var text: String?
    /// Fields that were present but malformed (they read as `nil`).
    public var invalidFields = FieldSet()

    /// Creates a TXT with every field empty.
    public init(talker: Talker) {
        self.talker = talker
    }

    /// The type, `TXT`.
    @inlinable
    public static var type: SentenceType { SentenceType(packed: 0x54_58_54) }

    /// The fewest fields accepted.
    @usableFromInline static let minimumFieldCount = 4

    /// Reads the fields of one sentence; malformed ones read as `nil` and are listed in `invalidFields`.
    @inlinable
    init(talker: Talker, fields f: inout FieldReader, line: Span<UInt8>) {
        self.talker = talker
        messageCount = f.integer(line, 0...99)
        messageNumber = f.integer(line, 0...99)
        identifier = f.integer(line, 0...99)
        text = f.text(line)
        invalidFields = f.invalid
    }

    /// Writes the fields after the address.
    func write(to w: inout SentenceWriter) {
        w.integer(messageCount, width: 2)
        w.integer(messageNumber, width: 2)
        w.integer(identifier, width: 2)
        w.text(text)
    }
}
