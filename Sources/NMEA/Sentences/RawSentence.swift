/// A sentence that has no typed struct: proprietary (`$PGRME`), encapsulated (`!AIVDM`),
/// or any other type. It keeps the sentence's bytes inline (no heap allocation), from
/// its `$` or `!` to just before the `*`, and splits them into fields on request.
public struct RawSentence: Sendable {
    /// The bytes, eight per word, the first in the lowest byte; zero past ``length``.
    /// Words rather than bytes: filling and copying them is several times faster.
    @usableFromInline var words: InlineArray<13, UInt64>
    @usableFromInline var length: UInt8
    @usableFromInline var addressLength: UInt8

    /// The most bytes kept, from `$` or `!` to just before `*`: 104. Longer untyped
    /// sentences are reported as over-long rather than cut (a typed one, such as the
    /// 109-byte `$PUBX,00`, may be longer, up to ``NMEAFramer/maxSentenceLength``).
    public static let capacity = 104

    /// Copies `line[..<end]` (`end` is the index of `*`, or the line's length, at most
    /// ``capacity``), whose address is `line[1..<addressEnd]`.
    ///
    /// Each word is written once: whole words loaded as they are, the last partial word
    /// from the eight bytes ending at `end` shifted down (byte by byte only for lines
    /// shorter than a word).
    @inlinable
    init(_ line: Span<UInt8>, end: Int, addressEnd: Int) {
        let count = min(end, RawSentence.capacity)
        let whole = count &>> 3
        let rest = count & 7
        var last: UInt64 = 0
        if rest > 0 {
            if count >= 8 {
                last = line.word(at: count &- 8) &>> UInt64(64 &- 8 &* rest)
            } else {
                for p in 0..<count { last |= UInt64(line[unchecked: p]) &<< UInt64(8 &* p) }
            }
        }
        words = InlineArray { slot in slot < whole ? line.word(at: slot &* 8) : (slot == whole ? last : 0) }
        length = UInt8(count)
        addressLength = UInt8(addressEnd - 1)
    }

    /// The byte at `offset`.
    @inlinable
    subscript(byte offset: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: words[offset >> 3] >> UInt64((offset & 7) << 3))
    }

    /// Creates a sentence from its address (`PGRME`) and fields; `nil` when the address is
    /// not 1 to 16 letters and digits, a field holds `,`, `*`, `$`, `!` or a line break, or
    /// the whole is longer than ``capacity``.
    public init?(address: String, fields: [String], encapsulated: Bool = false) {
        let addressBytes = Array(address.utf8)
        guard (1...16).contains(addressBytes.count), addressBytes.allSatisfy(isAddressByte) else { return nil }
        var bytes = [encapsulated ? UInt8(ascii: "!") : UInt8(ascii: "$")] + addressBytes
        for field in fields {
            let fieldBytes = Array(field.utf8)
            guard !fieldBytes.contains(where: { [0x2C, 0x2A, 0x24, 0x21, 0x0A, 0x0D].contains($0) }) else { return nil }
            bytes.append(UInt8(ascii: ","))
            bytes += fieldBytes
        }
        guard bytes.count <= RawSentence.capacity else { return nil }
        self.init(bytes.span, end: bytes.count, addressEnd: addressBytes.count + 1)
    }

    /// The bytes from `$` or `!` to just before `*`.
    public var bytes: [UInt8] {
        withBytes { Array($0) }
    }

    /// Calls `body` with the bytes from `$` or `!` to just before `*`, read in place.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        var words = words
        #if _endian(big)
        for slot in words.indices { words[slot] = words[slot].littleEndian }
        #endif
        return try withUnsafeBytes(of: &words) { raw in
            try body(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[..<Int(length)]))
        }
    }

    /// Whether the sentence starts with `!` (encapsulated data such as AIS) rather than `$`.
    public var isEncapsulated: Bool { self[byte: 0] == UInt8(ascii: "!") }

    /// Whether the address starts with `P` (a manufacturer's proprietary sentence).
    public var isProprietary: Bool { addressLength > 0 && self[byte: 1] == UInt8(ascii: "P") }

    /// The address, such as `PGRME` or `AIVDM`.
    public var address: String {
        withAddress { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the address's bytes, read in place.
    public func withAddress<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withBytes { try body(UnsafeBufferPointer(rebasing: $0[1..<(1 + Int(addressLength))])) }
    }

    /// The talker: the address's first two letters; `nil` for proprietary sentences and
    /// addresses shorter than three letters.
    public var talker: Talker? {
        guard !isProprietary, addressLength >= 3 else { return nil }
        return Talker(self[byte: 1], self[byte: 2])
    }

    /// The type: the address without the talker, or the whole address when proprietary
    /// or shorter than three letters.
    @inlinable
    public var type: SentenceType {
        let skip = self[byte: 1] == UInt8(ascii: "P") || addressLength < 3 ? 0 : 2
        let start = 1 + skip
        let count = Int(addressLength) - skip
        guard start + count <= 16 else {
            var type = SentenceType(packed: 0)
            for offset in start..<(start + count) { type.append(self[byte: offset]) }
            return type
        }
        // The type's bytes from the first two words at once.
        let bytes = (UInt128(words[1]) << 64 | UInt128(words[0])) >> UInt128(8 * start)
        let mask: UInt128 = count == 16 ? ~0 : (1 << UInt128(8 * count)) - 1
        return SentenceType(low: UInt64(truncatingIfNeeded: bytes & mask), high: UInt64(truncatingIfNeeded: (bytes & mask) >> 64))
    }

    /// The fields after the address, as text (invalid UTF-8 repaired).
    public var fields: [String] {
        var fields: [String] = []
        forEachField { fields.append(String(decoding: $0, as: UTF8.self)) }
        return fields
    }

    /// Calls `body` with each field's bytes after the address, in order, read in place.
    public func forEachField(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        try withFieldText { text in
            guard let text else { return }
            var start = 0
            for index in text.indices where text[index] == UInt8(ascii: ",") {
                try body(UnsafeBufferPointer(rebasing: text[start..<index]))
                start = index + 1
            }
            try body(UnsafeBufferPointer(rebasing: text[start...]))
        }
    }

    /// Calls `body` with the bytes after the address's comma, the fields with their commas
    /// (`246,f,3` of `$PGRMZ,246,f,3`), read in place; `nil` when there are no fields.
    public func withFieldText<Result>(_ body: (UnsafeBufferPointer<UInt8>?) throws -> Result) rethrows -> Result {
        try withBytes { text in
            let start = 2 + Int(addressLength)
            return try body(start <= text.count ? UnsafeBufferPointer(rebasing: text[start...]) : nil)
        }
    }
}

extension RawSentence: Hashable {
    /// Raw sentences are equal when their bytes are.
    public static func == (lhs: RawSentence, rhs: RawSentence) -> Bool {
        lhs.length == rhs.length && lhs.addressLength == rhs.addressLength
            && (0..<13).allSatisfy { lhs.words[$0] == rhs.words[$0] }
    }

    /// Hashes the bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bytes)
    }
}
