import FieldStore
import Foundation
import TestSupport
import Testing

/// Text checked before saving, as the store keeps it.
@Suite(.attacks("text-limits")) struct TextLimitTests {
    @Test func combiningMarksCountAsCharactersAndBytesAreBounded() {
        // "e" and 400,000 combining acute accents: one letter on screen, 800,001 bytes.
        let stacked = "e" + String(repeating: "\u{0301}", count: 400_000)
        #expect(throws: StoreError(.invalidValue, "species is 800001 bytes long; at most 200 are kept")) {
            try TextLimit.check(stacked, field: "species", limit: TextLimit.name)
        }
        // Within the bytes, still counted by scalars: 1 + 199 marks fit, 1 + 200 do not.
        #expect(throws: Never.self) { try TextLimit.check("e" + String(repeating: "\u{0301}", count: 199), field: "species", limit: 200) }
        #expect(throws: StoreError(.invalidValue, "species is 201 characters long; at most 200 are kept")) {
            try TextLimit.check("e" + String(repeating: "\u{0301}", count: 200), field: "species", limit: 200)
        }
    }

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

/// Notes and descriptions read from a file.
@Suite(.attacks("text-limits")) struct TextLimitFileTests {
    static func file(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString).txt").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aFileIsReadWithoutItsFinalNewlineOnly() throws {
        let path = try Self.file(Array("Planted 2019\nGrafted on M9\n\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try TextLimit.read(file: path) == "Planted 2019\nGrafted on M9\n")
    }

    @Test func aMissingFileIsAnIOErrorNamingThePath() {
        #expect(throws: StoreError(.io, "/nonexistent/notes.txt: cannot read the file")) {
            try TextLimit.read(file: "/nonexistent/notes.txt")
        }
    }

    @Test func aFileThatIsNotUTF8OrTooLargeIsRefused() throws {
        let latin1 = try Self.file([0x63, 0x61, 0x66, 0xE9])
        let large = try Self.file(Array(repeating: UInt8(ascii: "a"), count: 41))
        let fits = try Self.file(Array(repeating: UInt8(ascii: "a"), count: 40))
        defer { [latin1, large, fits].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        #expect(throws: StoreError(.invalidValue, "\(latin1): not UTF-8 text of at most 10000 characters")) {
            try TextLimit.read(file: latin1)
        }
        #expect(throws: StoreError(.invalidValue, "\(large): not UTF-8 text of at most 10 characters")) {
            try TextLimit.read(file: large, limit: 10)
        }
        #expect(try TextLimit.read(file: fits, limit: 10).count == 40)
    }
}

/// A new record checked before a capture waits for a fix, as saving it will check it.
@Suite(.attacks("text-limits")) struct NewRecordCheckTests {
    @Test func aNewTreesTextsAreCheckedInOrderThenItsPhotos() throws {
        let long = String(repeating: "a", count: 201)
        try NewTree(species: "Malus", variety: "Gala", collection: .named("Orchard")).check()
        #expect(throws: StoreError(.invalidValue, "--species must not be empty")) {
            try NewTree(species: " ", collection: .named(long)).check { "--" + $0 }
        }
        #expect(throws: StoreError(.invalidValue, "species is 201 characters long; at most 200 are kept")) {
            try NewTree(species: long, variety: long).check()
        }
        #expect(throws: StoreError(.invalidValue, "rootstock is 201 characters long; at most 200 are kept")) {
            try NewTree(species: "Malus", rootstock: long, collection: .named(long)).check()
        }
        #expect(throws: StoreError(.invalidValue, "--collection is 201 characters long; at most 200 are kept")) {
            try NewTree(species: "Malus", collection: .named(long)).check { "--" + $0 }
        }
        #expect(throws: StoreError(.invalidValue, "notes is 10001 characters long; at most 10000 are kept")) {
            try NewTree(species: "Malus", notes: String(repeating: "n", count: 10_001), photos: ["/nonexistent.jpg"]).check()
        }
        #expect(throws: StoreError.self) { try NewTree(species: "Malus", photos: ["/nonexistent.jpg"]).check() }
    }

    @Test func aNewTreeIsKeptTrimmedWithBlankTextsLeftOut() throws {
        let tree = try NewTree(species: " Malus domestica\n", variety: " ", rootstock: "M9 ", notes: "\t", collection: .named(" Orchard ")).normalized()
        #expect(tree == NewTree(species: "Malus domestica", rootstock: "M9", collection: .named("Orchard")))
        #expect(throws: StoreError(.invalidValue, "records[2].collection must not be empty")) {
            try NewTree(species: "Malus", collection: .named("  ")).normalized { "records[2].\($0)" }
        }
        #expect(throws: StoreError(.invalidValue, "description must not be empty")) {
            try NewIssue(category: .pothole, description: "\n").normalized()
        }
    }

    @Test func aNewIssuesDescriptionIsCheckedThenItsPhoto() throws {
        try NewIssue(category: .pothole, description: "Deep").check()
        #expect(throws: StoreError(.invalidValue, "--description is 10001 characters long; at most 10000 are kept")) {
            try NewIssue(category: .pothole, description: String(repeating: "d", count: 10_001), photo: "/nonexistent.jpg").check { "--" + $0 }
        }
        #expect(throws: StoreError.self) { try NewIssue(category: .pothole, description: "Deep", photo: "/nonexistent.jpg").check() }
    }
}
