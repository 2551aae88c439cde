import Foundation
import FrontEnd
import Output
import TestSupport
import Testing
@testable import FieldStore
import Positioning

@Suite struct RecordStoreImportTests {
    private func file(_ text: String) throws -> String {
        try Fixtures.file(Data(text.utf8), name: "import.json")
    }

    /// A valid one-tree export document, with `record` fields replaced.
    private func document(_ replacements: [String: String] = [:], photos: String = "[]") -> String {
        var fields: [(String, String)] = [
            ("id", "1"), ("uid", "null"), ("latitude", "45.5"), ("longitude", "7.25"), ("altitude", "null"), ("horizontalAccuracy", "3.5"),
            ("accuracyConfidence", "0.68"), ("accuracySource", "\"receiver\""), ("verticalAccuracy", "null"),
            ("verticalAccuracyConfidence", "null"), ("verticalAccuracySource", "null"), ("maximumAccuracy", "20"),
            ("fixQuality", "\"autonomous\""), ("satellites", "8"), ("hdop", "1.1"), ("speed", "0"), ("course", "null"),
            ("fixTime", "null"), ("captureMethod", "\"single\""), ("averageCount", "null"), ("averageDuration", "null"),
            ("averageScatter", "null"), ("species", "\"Prunus avium\""), ("variety", "null"), ("rootstock", "null"),
            ("notes", "null"), ("photos", photos), ("collection", "null"),
            ("createdAt", "\"2024-03-15T14:30:22.000Z\""), ("updatedAt", "\"2024-03-15T14:30:22.000Z\""),
        ]
        fields = fields.compactMap { key, value in
            guard let replacement = replacements[key] else { return (key, value) }
            return replacement == "<absent>" ? nil : (key, replacement)
        }
        let record = "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
        return "{\"format\":\"fieldfix-records\",\"version\":1,\"kind\":\"trees\",\"collection\":null,\"records\":[\(record)]}"
    }

    @Test func exportImportExportIsLossless() throws {
        let source = try TemporaryStore()
        defer { source.cleanup() }
        let jpeg = try Fixtures.file(Fixtures.jpeg, name: "a.jpg")
        let heic = try Fixtures.file(Fixtures.heic, name: "b.heic")
        let originals = [
            try source.store.saveTree(
                NewTree(species: "Malus", variety: "Gala", rootstock: "M9", notes: "=1+1, \"quoted\"\nnext",
                        collection: .named("Orchard"), photos: [jpeg, heic]),
                at: Fixtures.location(method: .averaged(count: 12, duration: 11.5, scatter: 0.813)), now: Fixtures.t0),
            try source.store.saveTree(
                NewTree(species: "Pyrus", collection: .named("Orchard")),
                at: try CapturedLocation(latitude: -0.000001, longitude: -179.999999, altitude: nil,
                                         horizontalAccuracy: Accuracy(meters: 19.999, confidence: .p95, source: .dopModel),
                                         verticalAccuracy: nil, maximumAccuracy: 20, quality: .rtkFloat, satellitesUsed: nil,
                                         hdop: nil, speed: nil, course: nil,
                                         time: FixTime(date: nil, millisecondOfDay: 1), method: .auto),
                now: Fixtures.t0.addingTimeInterval(0.001)),
        ]
        _ = try source.store.editTree(id: originals[0].id, TreeChanges(notes: "=1+1, \"quoted\"\nnext!"), now: Fixtures.t0.addingTimeInterval(5))
        let exported = FileManager.default.temporaryDirectory.path + "/roundtrip-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: exported) }
        try source.store.exportTrees(format: .json, includePhotos: true, to: .file(exported))

        let target = try TemporaryStore()
        defer { target.cleanup() }
        _ = try target.store.saveTree(NewTree(species: "already there", collection: .none), at: Fixtures.location())
        let summary = try target.store.importRecords(from: exported, collection: "Imported")
        #expect(summary == ImportSummary(kind: "trees", count: 2, photoCount: 2, collections: ["Imported"]))

        let before = try source.store.trees()
        let after = try target.store.trees(TreeFilter(collection: "Imported"))
        #expect(after.count == before.count)
        for (a, b) in zip(before, after) {
            #expect(b.location == a.location)
            #expect(b.species == a.species && b.variety == a.variety && b.rootstock == a.rootstock && b.notes == a.notes)
            #expect(b.createdAt == a.createdAt && b.updatedAt == a.updatedAt)
            #expect(b.collection == "Imported")
            #expect(b.photos.count == a.photos.count)
            for (pa, pb) in zip(a.photos, b.photos) {
                #expect(try Data(contentsOf: URL(fileURLWithPath: source.store.photosDirectory + "/" + pa))
                        == Data(contentsOf: URL(fileURLWithPath: target.store.photosDirectory + "/" + pb)))
            }
        }
        // The second export equals the first except for ids, photo names and the collection.
        let again = FileManager.default.temporaryDirectory.path + "/roundtrip-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: again) }
        try target.store.exportTrees(TreeFilter(collection: "Imported"), format: .json, includePhotos: true, to: .file(again))
        func records(_ path: String) throws -> [[String: AnyHashable]] {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
            return (json["records"] as! [[String: Any]]).map { record in
                var r = record.filter { !["id", "collection", "photos"].contains($0.key) }.mapValues { $0 as! AnyHashable }
                r["photoData"] = (record["photos"] as! [[String: Any]]).map { $0["data"] as! String }
                return r
            }
        }
        #expect(try records(exported) == records(again))
    }

    @Test func importedIssuesKeepTheirPhoto() throws {
        let source = try TemporaryStore()
        defer { source.cleanup() }
        let photo = try Fixtures.file(Fixtures.png, name: "x.png")
        let issue = try source.store.saveIssue(NewIssue(category: .garbage, description: "Bags", photo: photo), at: Fixtures.location())
        let exported = FileManager.default.temporaryDirectory.path + "/issues-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: exported) }
        try source.store.exportIssues(format: .json, includePhotos: true, to: .file(exported))
        let target = try TemporaryStore()
        defer { target.cleanup() }
        #expect(try target.store.importRecords(from: exported).count == 1)
        let imported = try #require(try target.store.issues().first)
        #expect(imported.location == issue.location && imported.description == "Bags" && imported.createdAt == issue.createdAt)
        #expect(try Data(contentsOf: URL(fileURLWithPath: target.store.photosDirectory + "/" + imported.photo!)) == Fixtures.png)
    }

    @Test func anEditedIssueKeepsItsEditTimeThroughExportAndImport() throws {
        let source = try TemporaryStore()
        defer { source.cleanup() }
        let saved = try source.store.saveIssue(NewIssue(category: .pothole, description: "Deep"), at: Fixtures.location(), now: Fixtures.t0)
        let edited = try source.store.editIssue(id: saved.id, IssueChanges(description: "Deeper"), now: Fixtures.t0.addingTimeInterval(5))
        let exported = FileManager.default.temporaryDirectory.path + "/issues-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: exported) }
        try source.store.exportIssues(format: .json, includePhotos: false, to: .file(exported))
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: exported))) as! [String: Any]
        let record = try #require((document["records"] as? [[String: Any]])?.first)
        #expect(record["createdAt"] as? String == Timestamp.iso8601(Fixtures.t0))
        #expect(record["updatedAt"] as? String == Timestamp.iso8601(Fixtures.t0.addingTimeInterval(5)))

        // Imported as exported, without the edit time (as from an older export), and with
        // an edit time before the creation.
        func importing(_ updatedAt: Any?) throws {
            var changed = record
            changed["updatedAt"] = updatedAt
            var text = document
            text["records"] = [changed]
            let target = try TemporaryStore()
            defer { target.cleanup() }
            _ = try target.store.importRecords(from: try file(String(decoding: JSONSerialization.data(withJSONObject: text), as: UTF8.self)))
            let imported = try #require(try target.store.issues().first)
            #expect(imported.description == "Deeper" && imported.createdAt == edited.createdAt)
            #expect(imported.updatedAt == (updatedAt == nil ? edited.createdAt : edited.updatedAt))
        }
        try importing(record["updatedAt"])
        try importing(nil)
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        var early = record
        early["updatedAt"] = Timestamp.iso8601(Fixtures.t0.addingTimeInterval(-1))
        var text = document
        text["records"] = [early]
        let error = #expect(throws: StoreError.self) {
            try temp.store.importRecords(from: try file(String(decoding: JSONSerialization.data(withJSONObject: text), as: UTF8.self)))
        }
        #expect(error?.message.contains("records[0].updatedAt") == true, "\(error?.message ?? "")")
        #expect(try temp.store.issues().isEmpty)
    }

    @Test(.attacks("strict-json"), arguments: [
        (["latitude": "91"], "records[0]", "latitude"),
        (["longitude": "\"7.25\""], "records[0].longitude", "wrong type"),
        (["horizontalAccuracy": "<absent>"], "records[0].horizontalAccuracy", "missing"),
        (["horizontalAccuracy": "null"], "records[0].horizontalAccuracy", "missing"),
        (["horizontalAccuracy": "25"], "records[0]", "not under 20"),
        (["fixQuality": "\"simulated\""], "records[0]", "not a measured"),
        (["accuracyConfidence": "0.5"], "records[0].accuracyConfidence", "0.68"),
        (["createdAt": "\"yesterday\""], "records[0].createdAt", "ISO 8601"),
        (["species": "\"  \""], "species", "empty"),
        (["captureMethod": "\"averaged\""], "records[0].averageCount", "missing"),
        // Figures no receiver gives, refused by the gate's own bounds (FixPlausibility).
        (["hdop": "-1"], "records[0].hdop", "outside 0.2...100"),
        (["hdop": "1e308"], "records[0].hdop", "outside 0.2...100"),
        (["speed": "-3"], "records[0].speed", "outside 0...515"),
        (["course": "720"], "records[0].course", "outside 0...360"),
        (["altitude": "1e308"], "records[0].altitude", "outside -1000...50000"),
        (["horizontalAccuracy": "0"], "records[0].horizontalAccuracy", "finer than any receiver"),
        (["satellites": "-5"], "records[0].satellites", "not a count"),
        (["fixTime": "\"0000-01-01T00:00:00.000Z\""], "records[0].fixTime", "before GPS time"),
        (["createdAt": "\"2999-01-01T00:00:00.000Z\"", "updatedAt": "\"2999-01-01T00:00:00.000Z\""],
         "records[0].createdAt", "in the future"),
    ])
    func hostileRecordsAreRefusedWithWhatAndWhere(replacements: [String: String], path: String, what: String) throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let error = #expect(throws: StoreError.self) { try temp.store.importRecords(from: try file(document(replacements))) }
        #expect(error?.message.contains(path) == true, "\(error?.message ?? "")")
        #expect(error?.message.contains(what) == true, "\(error?.message ?? "")")
        #expect(try temp.store.trees().isEmpty && temp.store.collections().isEmpty)
    }

    @Test(.attacks("file-system")) func photoNamesWithPathsAreRefused() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let data = Fixtures.jpeg.base64EncodedString()
        for name in ["../../etc/passwd", "/tmp/x.jpg", ".hidden.jpg", "a\\b.jpg"] {
            let text = document(photos: "[{\"file\":\(RecordJSON.string(name)),\"mediaType\":\"image/jpeg\",\"data\":\"\(data)\"}]")
            let error = #expect(throws: StoreError.self) { try temp.store.importRecords(from: try file(text)) }
            #expect(error?.message.contains("records[0].photos[0].file") == true, "\(error?.message ?? "")")
        }
        #expect(try temp.photoFiles() == [])
    }

    @Test(.attacks("import-and-crash")) func aBadPhotoLaterInTheFileWritesNothing() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let good = "{\"file\":\"a.jpg\",\"mediaType\":\"image/jpeg\",\"data\":\"\(Fixtures.jpeg.base64EncodedString())\"}"
        let bad = "{\"file\":\"b.jpg\",\"mediaType\":\"image/jpeg\",\"data\":\"\(Data("MZ not an image".utf8).base64EncodedString())\"}"
        let error = #expect(throws: StoreError.self) {
            try temp.store.importRecords(from: try file(document(photos: "[\(good),\(bad)]")))
        }
        #expect(error?.message.contains("records[0].photos[1]: not a JPEG, PNG or HEIC image") == true, "\(error?.message ?? "")")
        #expect(try temp.photoFiles() == [])
        #expect(try temp.store.trees().isEmpty)
    }

    @Test(.attacks("strict-json")) func malformedFilesAreRefused() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let cases: [(String, String)] = [
            (deep, "import.json:1:9: nesting deeper than 8 levels"),
            ("", "the file is empty"),
            (String(document().dropLast(10)), "truncated"),
            ("{\"format\":\"gpx\",\"version\":1,\"kind\":\"trees\",\"records\":[]}", "format is \"gpx\""),
            ("{\"format\":\"fieldfix-records\",\"version\":2,\"kind\":\"trees\",\"records\":[]}", "version 2"),
            ("{\"format\":\"fieldfix-records\",\"version\":1,\"kind\":\"birds\",\"records\":[]}", "kind \"birds\""),
            ("{\"format\":\"fieldfix-records\",\"version\":1,\"kind\":\"trees\",\"records\":{}}", "records: wrong type"),
            // One key twice: Foundation would keep the first, Python and jq the last.
            (document().replacingOccurrences(of: "\"latitude\":45.5", with: "\"latitude\":45.5,\"latitude\":95"),
             "the key \"latitude\" appears twice in one object"),
            (document().replacingOccurrences(of: "\"latitude\":45.5", with: "\"latitude\":45.5,\"l\\u0061titude\":95"),
             "the key \"latitude\" appears twice in one object"),
        ]
        for (text, expected) in cases {
            let error = #expect(throws: StoreError.self) { try temp.store.importRecords(from: try file(text)) }
            #expect(error?.message.contains(expected) == true, "\(error?.message ?? "")")
        }
        let big = try file(document())
        let error = #expect(throws: StoreError.self) {
            try temp.store.importRecords(from: big, limits: ImportLimits(maximumFileBytes: 100))
        }
        #expect(error?.message.contains("over the 100 byte import limit") == true)
        #expect(try temp.store.trees().isEmpty)
        AttackClass.count(cases.count + 1)
    }

    @Test func anExistingCollectionReceivesTheTreesAndNoneIsInventedWithoutOne() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        try temp.store.createCollection(named: "Orchard")
        let summary = try temp.store.importRecords(from: try file(document()), collection: "orchard")
        #expect(summary.collections == ["Orchard"])
        #expect(try temp.store.trees(TreeFilter(collection: "Orchard")).count == 1)
        let other = try TemporaryStore()
        defer { other.cleanup() }
        let plain = try other.store.importRecords(from: try file(document()))
        #expect(plain.collections.isEmpty)
        #expect(try other.store.trees().first?.collection == nil)
        #expect(try other.store.collections().isEmpty)
    }

    /// A backup of several collections comes back in the same layout; importing it again
    /// stores nothing twice; photos listed without data are counted.
    @Test func collectionsAreKeptAndRecordsAlreadyPresentAreRecognised() throws {
        let source = try TemporaryStore()
        defer { source.cleanup() }
        let jpeg = try Fixtures.file(Fixtures.jpeg, name: "a.jpg")
        _ = try source.store.saveTree(NewTree(species: "Malus", collection: .named("Orchard"), photos: [jpeg]), at: Fixtures.location())
        _ = try source.store.saveTree(NewTree(species: "Quercus", collection: .named("Park")), at: Fixtures.location())
        _ = try source.store.saveTree(NewTree(species: "Ficus", collection: .none), at: Fixtures.location())
        let exported = FileManager.default.temporaryDirectory.path + "/layout-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: exported) }
        try source.store.exportTrees(format: .json, includePhotos: false, to: .file(exported))

        let target = try TemporaryStore()
        defer { target.cleanup() }
        let first = try target.store.importRecords(from: exported)
        #expect(first.count == 3 && first.skipped == 0 && first.missingPhotos == 1 && first.photoCount == 0)
        #expect(Set(first.collections) == ["Orchard", "Park"])
        let layout = Dictionary(uniqueKeysWithValues: try target.store.trees().map { ($0.species, $0.collection ?? "-") })
        #expect(layout == ["Malus": "Orchard", "Quercus": "Park", "Ficus": "-"])
        #expect(Set(try target.store.trees().map(\.uid)) == Set(try source.store.trees().map(\.uid)))

        let second = try target.store.importRecords(from: exported)
        #expect(second.count == 0 && second.skipped == 3)
        #expect(try target.store.trees().count == 3)
    }

    @Test(.attacks("text-limits")) func textLongerThanTheLimitsIsRefusedEverywhere() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let long = String(repeating: "x", count: TextLimit.name + 1)
        let error = #expect(throws: StoreError.self) { try temp.store.importRecords(from: try file(document(["species": "\"\(long)\""]))) }
        #expect(error?.message == "records[0].species is 201 characters long; at most 200 are kept", "\(error?.message ?? "")")
        let tree = try temp.store.saveTree(NewTree(species: "Z"), at: Fixtures.location())
        let notes = String(repeating: "n", count: TextLimit.text + 1)
        #expect(throws: StoreError.self) { try temp.store.editTree(id: tree.id, TreeChanges(notes: notes)) }
        #expect(throws: StoreError.self) { try temp.store.saveTree(NewTree(species: "Z", variety: long), at: Fixtures.location()) }
        #expect(try temp.store.trees().count == 1)
    }

    @Test(.attacks("strict-json")) func twoRecordsWithOneUIDAreRefused() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let uid = "\"0b7c6c1e-51f4-4a43-9a6e-2f3c1d9e8a10\""
        let one = document(["uid": uid])
        let record = String(one[one.range(of: "[")!.upperBound..<one.range(of: "]}", options: .backwards)!.lowerBound])
        let text = one.replacingOccurrences(of: record, with: record + "," + record)
        let error = #expect(throws: StoreError.self) { try temp.store.importRecords(from: try file(text)) }
        #expect(error?.message.contains("records[1].uid repeats records[0].uid") == true, "\(error?.message ?? "")")
        #expect(try temp.store.trees().isEmpty)
    }

    /// A document of the default record followed by `second` (the default record with its
    /// `species` value replaced by the bytes given).
    private func twoRecords(photos: String = "[]", secondSpecies: [UInt8]) -> Data {
        let one = document(photos: photos)
        let record = String(one[one.range(of: "[{")!.lowerBound..<one.range(of: "]}", options: .backwards)!.lowerBound].dropFirst())
        let parts = one.components(separatedBy: record)
        let second = record.components(separatedBy: "\"Prunus avium\"")
        return Data((parts[0] + record + "," + second[0]).utf8) + Data(secondSpecies) + Data((second[1] + parts[1]).utf8)
    }

    /// The file is read record by record: a bad record after a good one (with a photo)
    /// still leaves the store as it was, and the error names the record.
    /// Second records' `species` bytes, and what the error says.
    private static let badSecondRecords: [([UInt8], String)] = [
        (Array("\"Malus\",\"species\":\"Pyrus\"".utf8), "the key \"species\" appears twice in one object"),
        (Array("1e999".utf8), "records[1]"),
        (Array("\"Malus\",\"latitude\":1e999".utf8), "the key \"latitude\" appears twice"),
        ([0x22, 0x4D, 0xFF, 0xFE, 0x22], "records[1]"),
        (Array("[[[[[[[[[\"x\"]]]]]]]]]".utf8), "nesting deeper than 8 levels"),
        (Array("\"Malus\"}{\"a\":1".utf8), "expected ',' or ']' after records[1]"),
        (Array("\"\(String(repeating: "x", count: 300))\"".utf8), "records[1].species is 300 characters long"),
    ]

    @Test(arguments: badSecondRecords)
    func aBadRecordAfterAGoodOneWritesNothing(species: [UInt8], expected: String) throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let photo = "[{\"file\":\"a.jpg\",\"mediaType\":\"image/jpeg\",\"data\":\"\(Fixtures.jpeg.base64EncodedString())\"}]"
        let path = try Fixtures.file(twoRecords(photos: photo, secondSpecies: species), name: "import.json")
        let error = #expect(throws: StoreError.self) { try temp.store.importRecords(from: path) }
        #expect(error?.message.contains(expected) == true, "\(error?.message ?? "")")
        #expect(try temp.store.trees().isEmpty && temp.store.collections().isEmpty)
        #expect(try temp.photoFiles() == [])
        // The same file with a good second record is imported whole.
        let good = try Fixtures.file(twoRecords(photos: photo, secondSpecies: Array("\"Malus\"".utf8)), name: "import.json")
        #expect(try temp.store.importRecords(from: good).count == 2)
    }

    /// A number no Double holds is refused (Foundation's parser refuses the record's JSON, so
    /// the record is named), not read as infinity; a document without records is refused.
    @Test func aNumberOutOfRangeNamesItsRecord() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let error = #expect(throws: StoreError.self) { try temp.store.importRecords(from: try file(document(["latitude": "1e999"]))) }
        #expect(error?.message.contains("import.json: records[0]: The given data was not valid JSON") == true, "\(error?.message ?? "")")
        let missing = #expect(throws: StoreError.self) {
            try temp.store.importRecords(from: try file("{\"format\":\"fieldfix-records\",\"version\":1,\"kind\":\"trees\"}"))
        }
        #expect(missing?.message.contains("records: missing") == true, "\(missing?.message ?? "")")
        #expect(try temp.store.trees().isEmpty)
    }

    /// A record whose accuracy is not under the 20 m gate is refused, unless accepted.
    @Test func accuracyOverTheGateIsRefusedUnlessAccepted() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let path = try file(document(["horizontalAccuracy": "25", "maximumAccuracy": "30"]))
        let error = #expect(throws: StoreError.self) { try temp.store.importRecords(from: path) }
        #expect(error?.code == .ungatedLocation)
        #expect(error?.message.contains("records[0]: accuracy 25.0 m is not under the 20 m gate") == true, "\(error?.message ?? "")")
        #expect(try temp.store.trees().isEmpty)
        #expect(try temp.store.importRecords(from: path, acceptPoorAccuracy: true).count == 1)
        #expect(try temp.store.trees().first?.location.maximumAccuracy == 30)
    }
}
