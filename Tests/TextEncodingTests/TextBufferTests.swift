import Foundation
import Testing
import TextEncoding

/// Text written in place: growth past the first capacity, copies that stay apart, constant
/// text of every representation.
@Suite struct TextBufferTests {
    @Test func growsPastItsFirstCapacityKeepingEverythingWritten() {
        var text = TextBuffer(capacity: 8)
        var expected = ""
        for index in 0..<2_000 {
            text.append(index)
            text.append(",")
            expected += "\(index),"
        }
        #expect(text.text == expected)
        #expect(text.count == expected.utf8.count)
    }

    @Test func aCopyKeepsItsTextWhenTheOriginalWritesOnOrStartsAgain() {
        var original = TextBuffer(capacity: 64)
        original.append("first")
        let copy = original
        original.append(" and more")
        #expect(copy.text == "first")
        #expect(original.text == "first and more")
        original.removeAll()
        original.append("again")
        #expect(copy.text == "first")
        #expect(original.text == "again")
    }

    /// A writer kept in a value that is copied before each use (a stream's state, read by
    /// chunks) gets memory of its own at each copy, but no more than it had.
    @Test func aCopyWrittenToTakesTheSameRoomNotTwice() {
        var kept = TextBuffer(capacity: 256)
        kept.append("a line")
        for _ in 0..<64 {
            var copy = kept
            copy.append(" and more")
            kept = copy
            kept.removeAll()
            kept.append("a line")
        }
        #expect(kept.capacity == 256)
        #expect(kept.text == "a line")
    }

    @Test func constantTextOfOneScalarAndStringsAreWrittenAsUTF8() {
        var text = TextBuffer()
        text.append("±")      // one scalar: a StaticString without a pointer to its bytes
        text.append("x")
        text.append(" m (")
        text.append(contentsOf: "Ünïcode 🛰")
        text.append(UInt8(ascii: "!"))
        #expect(text.text == "±x m (Ünïcode 🛰!")
    }

    @Test func numbersAreWrittenAsDecimalTextWritesThem() {
        var text = TextBuffer()
        text.append(-37.78478833, places: 7, style: .fixed)
        text.append(UInt8(ascii: " "))
        text.append(48.1, places: 9)
        text.append(UInt8(ascii: " "))
        text.append(Int.min)
        #expect(text.text == "-37.7847883 48.1 \(Int.min)")
    }

    @Test func aJSONWriterCopyStaysApart() {
        var json = JSONWriter()
        json.beginObject()
        json.field("a", 1)
        var copy = json
        json.field("b", 2)
        json.endObject()
        copy.endObject()
        #expect(json.text == #"{"a":1,"b":2}"#)
        #expect(copy.text == #"{"a":1}"#)
    }
}

/// A JSON string field whose text is written by parts.
@Suite struct JSONTextFieldTests {
    @Test func plainTextIsWrittenInPlaceAndTextToEscapeIsEscaped() {
        var json = JSONWriter()
        json.beginObject()
        json.field("plain") { $0.append("accuracy "); $0.append(23.4, places: 1); $0.append(" m") }
        json.field("quoted") { $0.append(contentsOf: "say \"hi\"\\\n") }
        json.field("after", 1)
        json.endObject()
        #expect(json.text == #"{"plain":"accuracy 23.4 m","quoted":"say \"hi\"\\\n","after":1}"#)
    }
}
