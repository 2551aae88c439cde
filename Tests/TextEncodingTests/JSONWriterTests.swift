import Testing
import TextEncoding

/// JSON strings and members: escaped as RFC 8259 asks, everything else kept.
@Suite struct JSONWriterTests {
    @Test func stringsAreEscaped() {
        var json = JSONWriter()
        json.beginObject()
        json.field("s", "a\"b\\c\nd\u{01}")
        json.endObject()
        #expect(json.text == #"{"s":"a\"b\\c\nd\u0001"}"#)
    }

    @Test func jsonStringEscapesEveryControlCharacterAndKeepsTheRest() {
        #expect(JSONString.quoted("") == #""""#)
        #expect(JSONString.quoted("\t\r\u{1F} \u{7F}") == #""\t\r\u001f "# + "\u{7F}\"")
        #expect(JSONString.quoted("ü °/é 🛰") == "\"ü °/é 🛰\"")
        var bytes = Array("[".utf8)
        JSONString.append("a", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == #"["a""#)
    }

    @Test func anArrayIsSplitFromSeparatedBytesEscapedWhereNeeded() {
        func split(_ text: String) -> String {
            var json = JSONWriter()
            Array(text.utf8).withUnsafeBufferPointer { json.array(splitting: $0, at: UInt8(ascii: ",")) }
            return json.text
        }
        #expect(split("246,,f,3") == #"["246","","f","3"]"#)
        #expect(split("") == #"[""]"#)
        #expect(split(",") == #"["",""]"#)
        #expect(split(#"a"b,c\d,é"#) == #"["a\"b","c\\d","é"]"#)
        #expect(split("x\u{01},y") == #"["x\u0001","y"]"#)
    }

    @Test func bytesAreWrittenAsTheirTextWithInvalidUTF8Replaced() {
        var json = JSONWriter()
        json.beginArray()
        for text: [UInt8] in [Array(#"a"b\c"#.utf8) + [0x0A, 0x01], [], Array("ü".utf8), [0x41, 0xFF, 0x42]] {
            text.withUnsafeBufferPointer { json.value(utf8: $0) }
        }
        json.endArray()
        #expect(json.text == #"["a\"b\\c\n\u0001","","ü","A"# + "\u{FFFD}" + #"B"]"#)
    }
}
