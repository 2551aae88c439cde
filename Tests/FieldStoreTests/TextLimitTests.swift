import FieldStore
import Testing

/// Text checked before saving, as the store keeps it.
@Suite struct TextLimitTests {
    @Test func aTooLongTextIsRefusedNamingTheFieldAndTheLimit() {
        #expect(throws: StoreError(.invalidValue, "--species is 201 characters long; at most 200 are kept")) {
            try TextLimit.check(String(repeating: "a", count: 201), field: "--species", limit: TextLimit.name)
        }
    }

    @Test func textIsMeasuredTrimmedAndNothingIsFine() throws {
        try TextLimit.check("  " + String(repeating: "a", count: 200) + "\n", field: "species", limit: TextLimit.name)
        try TextLimit.check(nil, field: "notes", limit: TextLimit.text)
        #expect(throws: StoreError.self) { try TextLimit.check("a\u{0}b", field: "notes", limit: TextLimit.text) }
    }
}
