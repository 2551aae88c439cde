import TestSupport
import Testing
@testable import Output

@Suite(.attacks("csv-formula")) struct CSVFieldTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("a,b", "\"a,b\""),
        ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("two\nlines", "\"two\nlines\""),
        ("=HYPERLINK(\"http://x\")", "\"'=HYPERLINK(\"\"http://x\"\")\""),
        ("+1", "'+1"),
        ("-2+3", "'-2+3"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\tcmd", "'\tcmd"),
        ("a=b", "a=b"),
        // A byte order mark or spaces before the formula: still neutralised.
        ("\u{FEFF}=1+1", "'\u{FEFF}=1+1"),
        ("  =1+1", "'  =1+1"),
    ])
    func textCells(input: String, expected: String) {
        #expect(CSVField.text(input).encoded == expected)
    }

    @Test func numbersAreNeverPrefixed() {
        #expect(CSVField.number(-33.8688, places: 9).encoded == "-33.8688")
        #expect(CSVField.number(Double.nan, places: 3).encoded == "")
        #expect(CSVField.number(Int?.none).encoded == "")
        #expect(CSVField.line([.number(-1), .text("-1"), .text(nil)]) == "-1,'-1,\r\n")
    }
}
