/// Reads a caster's reply as its bytes arrive, split anywhere: the status line and headers
/// (``NTRIPReply``), then the body, with HTTP chunked transfer decoded. Pure: it is fed
/// bytes and returns what they completed.
///
/// After `ICY 200 OK` the data starts right after the status line, as version 1 casters
/// send it; after `SOURCETABLE 200 OK` and HTTP statuses, after the empty line that ends
/// the headers.
public struct NTRIPReplyReader: Sendable {
    /// What one call of ``feed(_:)`` completed.
    public struct Output: Hashable, Sendable {
        /// The reply, in the call that completed the head; `nil` in every other.
        public var reply: NTRIPReply?
        /// Body bytes (corrections, or the sourcetable's text), chunk framing removed.
        public var data: [UInt8] = []
    }

    private enum Phase: Hashable, Sendable {
        case statusLine
        case headers
        case identity
        case chunkSize(value: Int, digits: Int)
        case chunkExtension(value: Int)
        case chunkSizeEnd(value: Int)
        case chunkData(remaining: Int)
        case chunkDataCR
        case chunkDataLF
        case trailer(lineLength: Int)
        case finished
    }

    /// The longest head line accepted, and the longest head, bytes.
    public static let lineLimit = 2048
    public static let headLimit = 16_384
    /// Chunk sizes beyond this (hex digits) are refused, so that no size overflows.
    private static let chunkSizeDigitLimit = 8

    private var phase = Phase.statusLine
    private var line: [UInt8] = []
    private var headBytes = 0
    private var status: (code: Int, reason: String, isSourcetable: Bool)?
    private var chunked = false
    private var sourcetableContent = false

    /// The reply, once the head is complete.
    public private(set) var reply: NTRIPReply?
    /// Whether a chunked body has ended (the zero-length chunk and its trailer).
    public var isFinished: Bool { phase == .finished }

    public init() {}

    /// Reads `bytes`, the next part of the reply.
    ///
    /// - Throws: ``NTRIPError`` (``NTRIPError/Kind/malformedReply``) for a reply that is
    ///   neither NTRIP nor HTTP, a head too long, or broken chunk framing.
    public mutating func feed(_ bytes: some Collection<UInt8>) throws(NTRIPError) -> Output {
        var output = Output()
        var index = bytes.startIndex
        while index != bytes.endIndex {
            switch phase {
            case .identity:
                output.data.append(contentsOf: bytes[index...])
                return output
            case let .chunkData(remaining):
                let end = bytes.index(index, offsetBy: remaining, limitedBy: bytes.endIndex) ?? bytes.endIndex
                output.data.append(contentsOf: bytes[index..<end])
                let taken = bytes.distance(from: index, to: end)
                phase = taken == remaining ? .chunkDataCR : .chunkData(remaining: remaining - taken)
                index = end
                continue
            case .finished:
                return output
            default:
                try step(bytes[index], into: &output)
            }
            index = bytes.index(after: index)
        }
        return output
    }

    private mutating func step(_ byte: UInt8, into output: inout Output) throws(NTRIPError) {
        let cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
        switch phase {
        case .statusLine, .headers:
            headBytes += 1
            guard headBytes <= Self.headLimit, line.count < Self.lineLimit else {
                throw NTRIPError(.malformedReply, "the caster's reply head is longer than \(Self.headLimit) bytes")
            }
            guard byte == lf else {
                line.append(byte)
                return
            }
            if line.last == cr { line.removeLast() }
            let text = String(decoding: line, as: UTF8.self)
            line.removeAll(keepingCapacity: true)
            if phase == .statusLine {
                try readStatusLine(text, into: &output)
            } else {
                readHeader(text, into: &output)
            }
        case let .chunkSize(value, digits):
            if let digit = Self.hexValue(byte) {
                guard digits < Self.chunkSizeDigitLimit else {
                    throw NTRIPError(.malformedReply, "a chunk size of the caster's reply has more than \(Self.chunkSizeDigitLimit) digits")
                }
                phase = .chunkSize(value: value << 4 | digit, digits: digits + 1)
            } else if digits > 0, byte == UInt8(ascii: ";") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                phase = .chunkExtension(value: value)
            } else if digits > 0, byte == cr {
                phase = .chunkSizeEnd(value: value)
            } else {
                throw NTRIPError(.malformedReply, "the caster's chunked data has a bad chunk size (byte 0x\(String(byte, radix: 16)))")
            }
        case let .chunkExtension(value):
            if byte == cr { phase = .chunkSizeEnd(value: value) }
        case let .chunkSizeEnd(value):
            guard byte == lf else { throw NTRIPError(.malformedReply, "the caster's chunk size line does not end in CRLF") }
            phase = value == 0 ? .trailer(lineLength: 0) : .chunkData(remaining: value)
        case .chunkDataCR:
            guard byte == cr else { throw NTRIPError(.malformedReply, "a chunk of the caster's data is longer than its size says") }
            phase = .chunkDataLF
        case .chunkDataLF:
            guard byte == lf else { throw NTRIPError(.malformedReply, "a chunk of the caster's data does not end in CRLF") }
            phase = .chunkSize(value: 0, digits: 0)
        case let .trailer(lineLength):
            if byte == lf {
                phase = lineLength == 0 ? .finished : .trailer(lineLength: 0)
            } else if byte != cr {
                phase = .trailer(lineLength: lineLength + 1)
            }
        case .identity, .chunkData, .finished:
            break
        }
    }

    private mutating func readStatusLine(_ text: String, into output: inout Output) throws(NTRIPError) {
        if text.hasPrefix("ICY 200") {
            finishHead(.stream(.v1), into: &output)
            return
        }
        if text.hasPrefix("SOURCETABLE 200") {
            status = (200, "OK", true)
            phase = .headers
            return
        }
        let parts = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let code = Int(parts[1]), (100...599).contains(code) else {
            let shown = String(text.unicodeScalars.prefix(60).map { $0.value >= 0x20 && $0.value < 0x7F ? Character($0) : "?" })
            throw NTRIPError(.malformedReply, "the caster's reply is not NTRIP or HTTP: '\(shown)'")
        }
        status = (code, parts.count > 2 ? String(parts[2]) : "", false)
        phase = .headers
    }

    private mutating func readHeader(_ text: String, into output: inout Output) {
        guard !text.isEmpty else {
            finishHead(headReply(), into: &output)
            return
        }
        guard let colon = text.firstIndex(of: ":") else { return }
        let name = text[..<colon].lowercased()
        let value = text[text.index(after: colon)...].trimmingSpaces().lowercased()
        if name == "transfer-encoding", value.contains("chunked") { chunked = true }
        if name == "content-type", value.hasPrefix("gnss/sourcetable") { sourcetableContent = true }
    }

    private func headReply() -> NTRIPReply {
        guard let status else { return .refused(status: 0, reason: "") }
        if status.isSourcetable { return .sourcetable }
        switch status.code {
        case 200: return sourcetableContent ? .sourcetable : .stream(.v2)
        case 401: return .unauthorized
        case 404: return .notFound
        default: return .refused(status: status.code, reason: status.reason)
        }
    }

    private mutating func finishHead(_ reply: NTRIPReply, into output: inout Output) {
        self.reply = reply
        output.reply = reply
        phase = chunked ? .chunkSize(value: 0, digits: 0) : .identity
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }
}
