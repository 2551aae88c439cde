/// Finds the parts of a `fieldfix-records` document as its bytes arrive, so that an import
/// never holds the file whole: the top-level fields other than `records` (the header), and
/// each element of the `records` array as bytes of its own. Pure: fed bytes, it returns the
/// parts they complete.
///
/// It checks the document's outer grammar (one object of fields, `records` an array, colons
/// and commas in place, nothing after the end); the bytes of each part it hands on are
/// checked by the decoder that reads them. No part may be larger than its limit, so memory
/// stays bounded whatever the file's size. Errors name the file and the byte offset, or the
/// record.
struct ImportScanner {
    /// A complete part of the document.
    enum Part: Equatable {
        /// A top-level field other than an array of `records`: its key as written (quoted)
        /// and its value's bytes.
        case field(key: [UInt8], value: [UInt8])
        /// The element of `records` at `index`.
        case record(index: Int, bytes: [UInt8])
    }

    /// Which parts are returned; the other values are only measured and skipped.
    enum Mode {
        /// The top-level fields; records are counted.
        case header
        /// The records.
        case records
    }

    /// The most bytes of all top-level fields but `records`, names and values (a header
    /// needs under a hundred).
    static let maximumFieldBytes = 64 * 1024

    private enum State {
        case documentStart, firstKeyOrEnd, keyStart, key, colon, valueStart, value, fieldEnd
        case firstRecordOrEnd, recordStart, record, recordEnd, documentEnd
    }

    private let mode: Mode
    private let maximumRecordBytes: Int
    private let file: String
    private var state = State.documentStart
    /// The byte offset of the next byte fed.
    private var offset = 0
    private var key: [UInt8] = []
    private var keyEscaped = false
    /// The value being read: its bytes when kept, and where its end is.
    private var value: [UInt8] = []
    private var valueSize = 0
    private var valueDepth = 0
    private var valueIsScalar = false
    private var valueInString = false
    private var valueEscaped = false
    private var keepsValue = false
    /// The bytes of top-level fields but `records` read so far.
    private var fieldBytes = 0
    /// How many elements of `records` have been read.
    private(set) var recordCount = 0
    /// Whether the document has a `records` array (so far).
    private(set) var sawRecords = false

    /// A scanner of the document named `file` in errors, refusing a record over
    /// `maximumRecordBytes`.
    init(mode: Mode, maximumRecordBytes: Int, file: String) {
        self.mode = mode
        self.maximumRecordBytes = maximumRecordBytes
        self.file = file
    }

    /// Reads the next bytes of the document and returns the parts they complete, in order.
    ///
    /// - Throws: ``StoreError`` (`invalidImport`) where the outer grammar is broken, or for a
    ///   part over its limit.
    mutating func feed(_ bytes: some Sequence<UInt8>) throws(StoreError) -> [Part] {
        var parts: [Part] = []
        for byte in bytes {
            while try !step(byte, &parts) {}
            offset += 1
        }
        return parts
    }

    /// Checks that the document fed so far is complete.
    ///
    /// - Throws: ``StoreError`` (`invalidImport`) when it ends before its top-level object does.
    mutating func finish() throws(StoreError) -> [Part] {
        var parts: [Part] = []
        // A number is the one value that ends without a byte of its own.
        if valueIsScalar && (state == .value || state == .record) { try endValue(&parts) }
        guard state == .documentEnd else {
            throw StoreError(.invalidImport, "\(file): byte \(offset): the document ends before its top-level object does (truncated)")
        }
        return parts
    }

    /// Reads one byte; `false` when the byte ended a number and is to be read again.
    private mutating func step(_ byte: UInt8, _ parts: inout [Part]) throws(StoreError) -> Bool {
        let space = byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
        switch state {
        case .documentStart:
            guard !space else { return true }
            guard byte == UInt8(ascii: "{") else { throw expected("a JSON object") }
            state = .firstKeyOrEnd
        case .firstKeyOrEnd, .keyStart:
            guard !space else { return true }
            if byte == UInt8(ascii: "}") && state == .firstKeyOrEnd {
                state = .documentEnd
                return true
            }
            guard byte == UInt8(ascii: "\"") else { throw expected("a field name in quotes") }
            key = [byte]
            keyEscaped = false
            state = .key
        case .key:
            try countFieldByte()
            key.append(byte)
            if keyEscaped {
                keyEscaped = false
            } else if byte == UInt8(ascii: "\\") {
                keyEscaped = true
            } else if byte == UInt8(ascii: "\"") {
                state = .colon
            }
        case .colon:
            guard !space else { return true }
            guard byte == UInt8(ascii: ":") else { throw expected("':' after a field name") }
            state = .valueStart
        case .valueStart:
            guard !space else { return true }
            if byte == UInt8(ascii: "["), JSONShape.unescaped(Array(key.dropFirst().dropLast())) == Array("records".utf8) {
                state = .firstRecordOrEnd
                sawRecords = true
                return true
            }
            try countFieldByte()
            try beginValue(byte, keep: mode == .header)
            state = .value
        case .value, .record:
            return try continueValue(byte, &parts)
        case .fieldEnd:
            guard !space else { return true }
            if byte == UInt8(ascii: ",") {
                state = .keyStart
            } else if byte == UInt8(ascii: "}") {
                state = .documentEnd
            } else {
                throw expected("',' or '}' after a top-level field")
            }
        case .firstRecordOrEnd, .recordStart:
            guard !space else { return true }
            if byte == UInt8(ascii: "]") && state == .firstRecordOrEnd {
                state = .fieldEnd
                return true
            }
            try beginValue(byte, keep: mode == .records)
            state = .record
        case .recordEnd:
            guard !space else { return true }
            if byte == UInt8(ascii: ",") {
                state = .recordStart
            } else if byte == UInt8(ascii: "]") {
                state = .fieldEnd
            } else {
                throw expected("',' or ']' after records[\(recordCount - 1)]")
            }
        case .documentEnd:
            guard space else { throw expected("nothing after the top-level object") }
        }
        return true
    }

    private mutating func beginValue(_ byte: UInt8, keep: Bool) throws(StoreError) {
        guard byte != UInt8(ascii: ","), byte != UInt8(ascii: "}"), byte != UInt8(ascii: "]"), byte != UInt8(ascii: ":") else {
            throw expected("a value")
        }
        keepsValue = keep
        value = keep ? [byte] : []
        valueSize = 1
        valueInString = byte == UInt8(ascii: "\"")
        valueEscaped = false
        valueDepth = byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") ? 1 : 0
        valueIsScalar = !valueInString && valueDepth == 0
    }

    /// Reads one byte of the current value; `false` when the byte is past the end of a number.
    private mutating func continueValue(_ byte: UInt8, _ parts: inout [Part]) throws(StoreError) -> Bool {
        if valueIsScalar {
            switch byte {
            case 0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"):
                try endValue(&parts)
                return false
            default: break
            }
        }
        if state == .record {
            valueSize += 1
            guard valueSize <= maximumRecordBytes else {
                throw StoreError(.invalidImport, "\(file): records[\(recordCount)] is over the \(maximumRecordBytes) byte limit of a record")
            }
        } else {
            try countFieldByte()
        }
        if keepsValue { value.append(byte) }
        if valueIsScalar { return true }
        if valueInString {
            if valueEscaped {
                valueEscaped = false
            } else if byte == UInt8(ascii: "\\") {
                valueEscaped = true
            } else if byte == UInt8(ascii: "\"") {
                valueInString = false
                if valueDepth == 0 { try endValue(&parts) }
            }
        } else if byte == UInt8(ascii: "\"") {
            valueInString = true
        } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
            valueDepth += 1
        } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
            valueDepth -= 1
            if valueDepth == 0 { try endValue(&parts) }
        }
        return true
    }

    private mutating func endValue(_ parts: inout [Part]) throws(StoreError) {
        valueIsScalar = false
        if state == .record {
            if keepsValue { parts.append(.record(index: recordCount, bytes: value)) }
            recordCount += 1
            state = .recordEnd
        } else {
            if keepsValue { parts.append(.field(key: key, value: value)) }
            state = .fieldEnd
        }
        value = []
    }

    private mutating func countFieldByte() throws(StoreError) {
        fieldBytes += 1
        guard fieldBytes <= Self.maximumFieldBytes else {
            throw StoreError(.invalidImport, "\(file): byte \(offset): the top-level fields other than records are over "
                + "the \(Self.maximumFieldBytes) byte limit")
        }
    }

    private func expected(_ what: String) -> StoreError {
        StoreError(.invalidImport, "\(file): byte \(offset): expected \(what)")
    }
}
