/// One NMEA 0183 sentence, typed when its type is known and raw otherwise.
///
/// Parse one with ``init(parsing:options:)``, or let ``NMEAReader`` frame and parse a
/// byte stream. Write one back with ``encoded()``.
public enum Sentence: Hashable, Sendable {
    /// Time, position and fix data.
    case gga(GGA)
    /// Recommended minimum data.
    case rmc(RMC)
    /// Satellites used and dilutions of precision.
    case gsa(GSA)
    /// Satellites in view.
    case gsv(GSV)
    /// Position error statistics.
    case gst(GST)
    /// Course and speed.
    case vtg(VTG)
    /// Geographic position.
    case gll(GLL)
    /// Date and time.
    case zda(ZDA)
    /// GNSS fix data.
    case gns(GNS)
    /// Satellite fault detection.
    case gbs(GBS)
    /// True heading.
    case hdt(HDT)
    /// Text message.
    case txt(TXT)
    /// u-blox position with the receiver's accuracy estimates (`$PUBX,00`).
    case pubx00(PUBX00)
    /// Garmin estimated position errors (`$PGRME`).
    case pgrme(PGRME)
    /// Any other sentence, proprietary and encapsulated (`!`) ones included.
    case raw(RawSentence)

    /// Parses one sentence, from its `$` or `!` up to (not including) its line ending.
    ///
    /// The checksum is verified first. A known type with too few fields is an error; a
    /// malformed field is not: it reads as `nil` and is listed in the struct's
    /// `invalidFields` (``NMEAReader`` reports each as an ``NMEAError/Code/invalidField``
    /// error). Unknown types become ``raw(_:)``.
    ///
    /// - Throws: ``NMEAError`` with code ``NMEAError/Code/badChecksum``,
    ///   ``NMEAError/Code/missingChecksum``, ``NMEAError/Code/malformedChecksum``,
    ///   ``NMEAError/Code/invalidAddress``, ``NMEAError/Code/tooFewFields`` or, for an
    ///   untyped sentence longer than ``RawSentence/capacity``,
    ///   ``NMEAError/Code/overlongSentence``.
    /// - Complexity: O(n) in the sentence's length, no heap allocation except for TXT
    ///   text and errors.
    @inlinable
    public init(parsing line: Span<UInt8>, options: ParseOptions = ParseOptions()) throws(NMEAError) {
        var invalidFields = FieldSet()
        var capture = SentenceCapture()
        try Sentence.parse(line, options: options, invalidFields: &invalidFields, into: &capture)
        guard let sentence = capture.sentence else { preconditionFailure("parse visits one sentence") }
        self = sentence
    }

    /// Parses one sentence (see ``init(parsing:options:)``) and hands it to `visitor` in
    /// the branch that built it: once `visitor` is inlined there, its switch over the
    /// sentence folds away and nothing is copied through a join of the branches. Sets
    /// `invalidFields` to the sentence's ``invalidFields``, which spares the reader a
    /// second switch over the sentence's type.
    @inlinable
    static func parse(
        _ line: Span<UInt8>, options: ParseOptions, invalidFields: inout FieldSet, into visitor: inout some NMEAVisitor
    ) throws(NMEAError) {
        let scan = SentenceScan(line, from: 0, to: line.count, stopsAtLineBreaks: false)
        try parse(line, scan: scan, options: options, invalidFields: &invalidFields, into: &visitor)
    }

    /// ``parse(_:options:invalidFields:into:)`` of a line already scanned (by the framer,
    /// which found its end in the same pass).
    @inlinable @inline(__always)
    static func parse(
        _ line: Span<UInt8>, scan: SentenceScan, options: ParseOptions, invalidFields: inout FieldSet,
        into visitor: inout some NMEAVisitor
    ) throws(NMEAError) {
        let count = line.count
        guard count > 1 else { throw Sentence.error(.invalidAddress, line) }
        var p = scan.addressEnd
        if p < 0 || p > count {
            p = 1
            while p < count && isAddressByte(line[unchecked: p]) { p &+= 1 }
        }
        let addressEnd = p
        guard addressEnd > 1, addressEnd <= 17,
              addressEnd == count || line[unchecked: p] == UInt8(ascii: ",") || line[unchecked: p] == UInt8(ascii: "*")
        else { throw Sentence.error(.invalidAddress, line) }
        let end = scan.star
        let commas = scan.commas
        if end == count {
            guard !options.requiresChecksum else { throw Sentence.error(.missingChecksum, line) }
        } else if count - end != 3 || !matchesUppercaseHex(scan.checksum, line[unchecked: end &+ 1], line[unchecked: end &+ 2]) {
            // Not the checksum in upper case: lower-case digits, a malformed or a wrong checksum.
            guard count - end == 3, let high = hexValue(line[unchecked: end &+ 1]),
                  let low = hexValue(line[unchecked: end &+ 2]) else {
                throw Sentence.error(.malformedChecksum, line)
            }
            guard high << 4 | low == scan.checksum else { throw Sentence.error(.badChecksum, line) }
        }
        var fields = FieldReader(start: addressEnd &+ 1, end: end, count: commas)
        defer { invalidFields = fields.invalid }
        guard addressEnd == 6, line[unchecked: 1] != UInt8(ascii: "P") else {
            return try parseProprietary(line, addressEnd: addressEnd, end: end, fields: &fields, into: &visitor)
        }
        let talker = Talker(line[unchecked: 1], line[unchecked: 2])
        let id = UInt64(line[unchecked: 3]) | UInt64(line[unchecked: 4]) << 8 | UInt64(line[unchecked: 5]) << 16
        switch id {
        case 0x41_47_47:  // GGA
            guard commas >= GGA.minimumFieldCount else { throw Sentence.error(.tooFewFields, line) }
            return visitor.visit(.gga(GGA(talker: talker, fields: &fields, line: line)))
        case 0x43_4D_52:  // RMC
            guard commas >= RMC.minimumFieldCount else { throw Sentence.error(.tooFewFields, line) }
            return visitor.visit(.rmc(RMC(talker: talker, fields: &fields, line: line)))
        case 0x41_53_47:  // GSA
            guard commas >= GSA.minimumFieldCount else { throw Sentence.error(.tooFewFields, line) }
            return visitor.visit(.gsa(GSA(talker: talker, fields: &fields, line: line)))
        case 0x56_53_47:  // GSV
            guard commas >= GSV.minimumFieldCount else { throw Sentence.error(.tooFewFields, line) }
            let gsv = GSV(talker: talker, fields: &fields, line: line, keepsSatellites: options.keepsSatellitesInView)
            return visitor.visit(.gsv(gsv))
        case 0x54_53_47:  // GST
            guard commas >= GST.minimumFieldCount else { throw Sentence.error(.tooFewFields, line) }
            return visitor.visit(.gst(GST(talker: talker, fields: &fields, line: line)))
        case 0x47_54_56:  // VTG
            guard commas >= VTG.minimumFieldCount else { throw Sentence.error(.tooFewFields, line) }
            return visitor.visit(.vtg(VTG(talker: talker, fields: &fields, line: line)))
        case 0x4C_4C_47:  // GLL
            guard commas >= GLL.minimumFieldCount else { throw Sentence.error(.tooFewFields, line) }
            return visitor.visit(.gll(GLL(talker: talker, fields: &fields, line: line)))
        case 0x41_44_5A:  // ZDA
            guard commas >= ZDA.minimumFieldCount else { throw Sentence.error(.tooFewFields, line) }
            return visitor.visit(.zda(ZDA(talker: talker, fields: &fields, line: line)))
        case 0x53_4E_47:  // GNS
            guard commas >= GNS.minimumFieldCount else { throw Sentence.error(.tooFewFields, line) }
            return visitor.visit(.gns(GNS(talker: talker, fields: &fields, line: line)))
        case 0x53_42_47:  // GBS
            guard commas >= GBS.minimumFieldCount else { throw Sentence.error(.tooFewFields, line) }
            return visitor.visit(.gbs(GBS(talker: talker, fields: &fields, line: line)))
        case 0x54_44_48:  // HDT
            guard commas >= HDT.minimumFieldCount else { throw Sentence.error(.tooFewFields, line) }
            return visitor.visit(.hdt(HDT(talker: talker, fields: &fields, line: line)))
        case 0x54_58_54:  // TXT
            guard commas >= TXT.minimumFieldCount else { throw Sentence.error(.tooFewFields, line) }
            return visitor.visit(.txt(TXT(talker: talker, fields: &fields, line: line)))
        default:
            return try visitRaw(line, end: end, addressEnd: addressEnd, into: &visitor)
        }
    }

    /// Hands a sentence without a typed struct to `visitor` (``NMEAVisitor/visitUntyped(_:end:addressEnd:)``).
    ///
    /// - Throws: ``NMEAError/Code/overlongSentence`` when it is longer than
    ///   ``RawSentence/capacity``.
    @inlinable
    static func visitRaw(_ line: Span<UInt8>, end: Int, addressEnd: Int, into visitor: inout some NMEAVisitor) throws(NMEAError) {
        guard end <= RawSentence.capacity else { throw Sentence.error(.overlongSentence, line) }
        visitor.visitUntyped(line, end: end, addressEnd: addressEnd)
    }

    /// Parses a proprietary or non-standard address: `$PUBX,00` and `$PGRME` typed, any
    /// other raw.
    @inlinable
    static func parseProprietary(
        _ line: Span<UInt8>, addressEnd: Int, end: Int, fields: inout FieldReader, into visitor: inout some NMEAVisitor
    ) throws(NMEAError) {
        var address: UInt64 = 0
        if addressEnd == 5 || addressEnd == 6 {
            for p in 1..<addressEnd { address |= UInt64(line[unchecked: p]) << UInt64(8 &* (p &- 1)) }
        }
        let start = addressEnd &+ 1
        switch address {
        case 0x58_42_55_50  // PUBX, message 00
            where start &+ 2 <= end && line[unchecked: start] == UInt8(ascii: "0")
                && line[unchecked: start &+ 1] == UInt8(ascii: "0")
                && (start &+ 2 == end || line[unchecked: start &+ 2] == UInt8(ascii: ",")):
            guard fields.count >= PUBX00.minimumFieldCount else { throw Sentence.error(.tooFewFields, line) }
            return visitor.visit(.pubx00(PUBX00(fields: &fields, line: line)))
        case 0x45_4D_52_47_50:  // PGRME
            guard fields.count >= PGRME.minimumFieldCount else { throw Sentence.error(.tooFewFields, line) }
            return visitor.visit(.pgrme(PGRME(fields: &fields, line: line)))
        default:
            return try visitRaw(line, end: end, addressEnd: addressEnd, into: &visitor)
        }
    }

    /// Parses one sentence from its text (see ``init(parsing:options:)``).
    public init(parsing text: String, options: ParseOptions = ParseOptions()) throws(NMEAError) {
        let bytes = Array(text.utf8)
        try self.init(parsing: bytes.span, options: options)
    }

    /// An error about the whole of `line`, naming its type when the address can be read.
    @usableFromInline
    static func error(_ code: NMEAError.Code, _ line: Span<UInt8>) -> NMEAError {
        var addressEnd = 1
        while addressEnd < line.count && isAddressByte(line[addressEnd]) { addressEnd += 1 }
        let type: String? = addressEnd == 6 && line[1] != UInt8(ascii: "P")
            ? SentenceType(line, 3..<6).description
            : (addressEnd > 1 && addressEnd <= 17 ? SentenceType(line, 1..<addressEnd).description : nil)
        return NMEAError(code: code, sentenceType: type, bytes: copyBytes(line, 0..<line.count))
    }

    /// The sentence's type: `GGA`, or for raw sentences ``RawSentence/type``.
    @inlinable
    public var type: SentenceType {
        switch self {
        case .gga: GGA.type
        case .rmc: RMC.type
        case .gsa: GSA.type
        case .gsv: GSV.type
        case .gst: GST.type
        case .vtg: VTG.type
        case .gll: GLL.type
        case .zda: ZDA.type
        case .gns: GNS.type
        case .gbs: GBS.type
        case .hdt: HDT.type
        case .txt: TXT.type
        case .pubx00: PUBX00.type
        case .pgrme: PGRME.type
        case .raw(let raw): raw.type
        }
    }

    /// The talker; `nil` for proprietary sentences.
    public var talker: Talker? {
        switch self {
        case .gga(let s): s.talker
        case .rmc(let s): s.talker
        case .gsa(let s): s.talker
        case .gsv(let s): s.talker
        case .gst(let s): s.talker
        case .vtg(let s): s.talker
        case .gll(let s): s.talker
        case .zda(let s): s.talker
        case .gns(let s): s.talker
        case .gbs(let s): s.talker
        case .hdt(let s): s.talker
        case .txt(let s): s.talker
        case .pubx00, .pgrme: nil
        case .raw(let s): s.talker
        }
    }

    /// The fields that were present but malformed (always empty for raw sentences).
    @inlinable
    public var invalidFields: FieldSet {
        switch self {
        case .gga(let s): s.invalidFields
        case .rmc(let s): s.invalidFields
        case .gsa(let s): s.invalidFields
        case .gsv(let s): s.invalidFields
        case .gst(let s): s.invalidFields
        case .vtg(let s): s.invalidFields
        case .gll(let s): s.invalidFields
        case .zda(let s): s.invalidFields
        case .gns(let s): s.invalidFields
        case .gbs(let s): s.invalidFields
        case .hdt(let s): s.invalidFields
        case .txt(let s): s.invalidFields
        case .pubx00(let s): s.invalidFields
        case .pgrme(let s): s.invalidFields
        case .raw: FieldSet()
        }
    }

    /// The sentence as NMEA text with its checksum (`$GPGGA,...*hh`), without a line ending.
    ///
    /// Parsing the result gives back an equal sentence (fields that were malformed are
    /// written empty; RMC dates round-trip for 1980 to 2079).
    public func encoded() -> String {
        var w: SentenceWriter
        switch self {
        case .gga(let s): w = SentenceWriter(talker: s.talker, type: "GGA"); s.write(to: &w)
        case .rmc(let s): w = SentenceWriter(talker: s.talker, type: "RMC"); s.write(to: &w)
        case .gsa(let s): w = SentenceWriter(talker: s.talker, type: "GSA"); s.write(to: &w)
        case .gsv(let s): w = SentenceWriter(talker: s.talker, type: "GSV"); s.write(to: &w)
        case .gst(let s): w = SentenceWriter(talker: s.talker, type: "GST"); s.write(to: &w)
        case .vtg(let s): w = SentenceWriter(talker: s.talker, type: "VTG"); s.write(to: &w)
        case .gll(let s): w = SentenceWriter(talker: s.talker, type: "GLL"); s.write(to: &w)
        case .zda(let s): w = SentenceWriter(talker: s.talker, type: "ZDA"); s.write(to: &w)
        case .gns(let s): w = SentenceWriter(talker: s.talker, type: "GNS"); s.write(to: &w)
        case .gbs(let s): w = SentenceWriter(talker: s.talker, type: "GBS"); s.write(to: &w)
        case .hdt(let s): w = SentenceWriter(talker: s.talker, type: "HDT"); s.write(to: &w)
        case .txt(let s): w = SentenceWriter(talker: s.talker, type: "TXT"); s.write(to: &w)
        case .pubx00(let s): w = SentenceWriter(address: Array("PUBX".utf8)); s.write(to: &w)
        case .pgrme(let s): w = SentenceWriter(address: Array("PGRME".utf8)); s.write(to: &w)
        case .raw(let s):
            let bytes = s.bytes
            w = SentenceWriter(delimiter: bytes[0], address: Array(bytes[1...]))
        }
        return w.text
    }
}
