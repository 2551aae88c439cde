import NTRIP
import Testing

/// Replies as casters send them, fed whole and split at every byte boundary.
@Suite struct NTRIPReplyReaderTests {
    private let payload: [UInt8] = (0..<700).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 0xD3) }

    private func chunked(_ data: [UInt8], sizes: [Int]) -> [UInt8] {
        var out = Array("HTTP/1.1 200 OK\r\nNtrip-Version: Ntrip/2.0\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
        var rest = data[...]
        var index = 0
        while !rest.isEmpty {
            let size = min(sizes[index % sizes.count], rest.count)
            out += Array((String(size, radix: 16) + (index % 2 == 0 ? "" : ";ext=1") + "\r\n").utf8) + rest.prefix(size) + [13, 10]
            rest = rest.dropFirst(size)
            index += 1
        }
        return out + Array("0\r\n\r\n".utf8)
    }

    @Test func chunkedDataSplitAnywhereDecodesToThePayload() throws {
        let reply = chunked(payload, sizes: [1, 255, 13, 0x100, 7])
        for split in 0...reply.count {
            var reader = NTRIPReplyReader()
            let first = try reader.feed(reply[..<split])
            let second = try reader.feed(reply[split...])
            #expect((first.reply ?? second.reply) == .stream(.v2))
            #expect(first.data + second.data == payload, "split at \(split)")
            #expect(reader.isFinished)
        }
    }

    @Test func byteByByte() throws {
        var reader = NTRIPReplyReader()
        var data: [UInt8] = []
        for byte in chunked(payload, sizes: [3]) { data += try reader.feed([byte]).data }
        #expect(data == payload && reader.reply == .stream(.v2))
    }

    @Test func version1StreamStartsRightAfterTheStatusLine() throws {
        var reader = NTRIPReplyReader()
        let output = try reader.feed(Array("ICY 200 OK\r\n".utf8) + payload)
        #expect(output.reply == .stream(.v1) && output.data == payload)
    }

    @Test func repliesThatAreNotAStream() throws {
        let cases: [(String, NTRIPReply)] = [
            ("SOURCETABLE 200 OK\r\nServer: X\r\nContent-Type: text/plain\r\n\r\nSTR;A;\r\nENDSOURCETABLE\r\n", .sourcetable),
            ("HTTP/1.1 200 OK\r\nContent-Type: gnss/sourcetable\r\n\r\nSTR;", .sourcetable),
            ("HTTP/1.0 401 Unauthorized\r\nWWW-Authenticate: Basic realm=\"x\"\r\n\r\n", .unauthorized),
            ("HTTP/1.1 404 Not Found\r\n\r\n", .notFound),
            ("HTTP/1.1 503 Service Unavailable\r\n\r\n", .refused(status: 503, reason: "Service Unavailable")),
        ]
        for (text, expected) in cases {
            var reader = NTRIPReplyReader()
            #expect(try reader.feed(Array(text.utf8)).reply == expected, "\(text)")
        }
        var table = NTRIPReplyReader()
        let body = try table.feed(Array(cases[0].0.utf8)).data
        #expect(String(decoding: body, as: UTF8.self) == "STR;A;\r\nENDSOURCETABLE\r\n")
    }

    @Test func brokenRepliesSayWhat() {
        for text in ["SSH-2.0-OpenSSH\r\n", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
                     "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n",
                     "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n123456789\r\n"] {
            var reader = NTRIPReplyReader()
            #expect(throws: NTRIPError.self) { _ = try reader.feed(Array(text.utf8)) }
        }
        var endless = NTRIPReplyReader()
        #expect(throws: NTRIPError.self) { _ = try endless.feed([UInt8](repeating: 65, count: NTRIPReplyReader.headLimit + 1)) }
    }
}
