import Testing
@testable import FieldStore

@Suite struct ImportScannerTests {
    private static let document = """
        { "format" : "fieldfix-records", "version":1, "kind":"trees", "n":-1.5e3,
          "records": [ {"id":1,"notes":"a \\"}] ,"}, [1,{"x":[]}] , 7,"s" ], "z":true }
        """

    /// Every part of a document, fed `size` bytes at a time.
    private func parts(_ text: String, mode: ImportScanner.Mode, size: Int, maximumRecordBytes: Int = 1 << 20) throws(StoreError) -> [ImportScanner.Part] {
        var scanner = ImportScanner(mode: mode, maximumRecordBytes: maximumRecordBytes, file: "f.json")
        let bytes = Array(text.utf8)
        var parts: [ImportScanner.Part] = []
        var start = 0
        while start < bytes.count {
            parts += try scanner.feed(bytes[start..<min(start + size, bytes.count)])
            start += size
        }
        return parts + (try scanner.finish())
    }

    private func field(_ key: String, _ value: String) -> ImportScanner.Part {
        .field(key: Array(key.utf8), value: Array(value.utf8))
    }

    private func record(_ index: Int, _ text: String) -> ImportScanner.Part {
        .record(index: index, bytes: Array(text.utf8))
    }

    private func error(_ text: String, mode: ImportScanner.Mode = .records, maximumRecordBytes: Int = 1 << 20) -> String {
        do {
            _ = try parts(text, mode: mode, size: 3, maximumRecordBytes: maximumRecordBytes)
            return "no error"
        } catch {
            return error.message
        }
    }

    @Test(arguments: [1, 2, 7, 4096])
    func recordsAndFieldsAreFoundWhereverTheChunksEnd(size: Int) throws {
        let records = try parts(Self.document, mode: .records, size: size)
        let expectedRecords = [
            record(0, #"{"id":1,"notes":"a \"}] ,"}"#),
            record(1, #"[1,{"x":[]}]"#),
            record(2, "7"),
            record(3, #""s""#),
        ]
        #expect(records == expectedRecords)
        let fields = try parts(Self.document, mode: .header, size: size)
        let expectedFields = [
            field(#""format""#, #""fieldfix-records""#),
            field(#""version""#, "1"),
            field(#""kind""#, #""trees""#),
            field(#""n""#, "-1.5e3"),
            field(#""z""#, "true"),
        ]
        #expect(fields == expectedFields)
    }

    @Test func aNumberAtTheVeryEndOfARecordIsKept() throws {
        #expect(try parts(#"{"records":[5]}"#, mode: .records, size: 1) == [record(0, "5")])
        #expect(try parts(#"{"records":[]}"#, mode: .records, size: 1) == [])
    }

    @Test(arguments: [
        ("", "byte 0: the document ends before its top-level object does"),
        (#"{"records":[{"id":1}"#, "byte 20: the document ends before its top-level object does"),
        (#"{"records":[{"id":1}]"#, "the document ends before"),
        (#"{"records":[{"id":"1"#, "the document ends before"),
        ("[1]", "byte 0: expected a JSON object"),
        (#"{"a" 1}"#, "byte 5: expected ':' after a field name"),
        (#"{"a":1 "b":2}"#, "byte 7: expected ',' or '}' after a top-level field"),
        (#"{"a":1,}"#, "byte 7: expected a field name in quotes"),
        (#"{"a":,}"#, "byte 5: expected a value"),
        (#"{"records":[{} {}]}"#, "byte 15: expected ',' or ']' after records[0]"),
        (#"{"records":[{},]}"#, "byte 15: expected a value"),
        (#"{"records":[]} x"#, "byte 15: expected nothing after the top-level object"),
        (#"{"records":[]}{}"#, "byte 14: expected nothing after the top-level object"),
    ])
    func brokenOuterGrammarIsRefusedWithItsOffset(text: String, expected: String) {
        let message = error(text)
        #expect(message.hasPrefix("f.json: ") && message.contains(expected), "\(message)")
    }

    /// A record is held whole before it is decoded: one over the limit is refused as it
    /// arrives, naming it, so a huge string cannot make the import hold it.
    @Test func aRecordOverTheLimitIsRefusedByIndex() {
        let huge = "{\"records\":[{\"notes\":\"x\"},{\"notes\":\"" + String(repeating: "x", count: 1000) + "\"}]}"
        for mode in [ImportScanner.Mode.header, .records] {
            let message = error(huge, mode: mode, maximumRecordBytes: 100)
            #expect(message == "f.json: records[1] is over the 100 byte limit of a record", "\(message)")
        }
        #expect(error(huge, maximumRecordBytes: 2000) == "no error")
    }

    @Test func topLevelFieldsAreBounded() {
        let long = "{\"note\":\"" + String(repeating: "y", count: ImportScanner.maximumFieldBytes) + "\",\"records\":[]}"
        #expect(error(long, mode: .header).contains("the top-level fields other than records are over the 65536 byte limit"))
        let many = "{" + (0..<10_000).map { "\"k\($0)\":1" }.joined(separator: ",") + ",\"records\":[]}"
        #expect(error(many, mode: .header).contains("over the 65536 byte limit"))
    }

    /// Nesting inside a record is followed however deep (the import's ``JSONShape`` bounds
    /// it first); a `records` field that is not an array is an ordinary field.
    @Test func nestingAndEscapesInsideARecordDoNotEndIt() throws {
        let deep = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        #expect(try parts("{\"records\":[\(deep)]}", mode: .records, size: 5) == [record(0, deep)])
        #expect(try parts(#"{"records":{"a":1}}"#, mode: .header, size: 5)
                == [field(#""records""#, #"{"a":1}"#)])
        #expect(try parts(#"{"r\u0065cords":[1]}"#, mode: .records, size: 5) == [record(0, "1")])
    }
}
