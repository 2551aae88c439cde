import FieldStore
import Foundation
import Testing
@testable import Output

/// The human lines of changes to the store, as `collections`, `trees|issues delete` and
/// `export` print them.
@Suite struct RecordTextTests {
    static func collection(_ name: String, trees: Int) throws -> TreeCollection {
        let store = try RecordStore(directory: FileManager.default.temporaryDirectory.appendingPathComponent("text-\(UUID().uuidString)").path)
        defer { try? FileManager.default.removeItem(atPath: store.directory) }
        var collection = try store.createCollection(named: name)
        collection.treeCount = trees
        return collection
    }

    @Test func countsNameOneOrMany() {
        #expect(RecordText.count(1, "tree", "trees") == "1 tree")
        #expect(RecordText.count(0, "tree", "trees") == "0 trees")
        #expect(RecordText.count(3, "photo", "photos") == "3 photos")
    }

    @Test func aCollectionsLineHasItsTreesAndWhetherItIsTheDefault() throws {
        #expect(RecordText.collectionLine(try Self.collection("Orchard", trees: 1), isDefault: false) == "Orchard\t1 tree")
        #expect(RecordText.collectionLine(try Self.collection("Street", trees: 12), isDefault: true) == "Street\t12 trees\t(default)")
    }

    @Test func collectionChangesQuoteTheNames() {
        #expect(RecordText.collectionCreated("Orchard") == "created collection \"Orchard\"")
        #expect(RecordText.collectionRenamed("Orchard", to: "Old orchard") == "renamed collection \"Orchard\" to \"Old orchard\"")
        #expect(RecordText.collectionDeleted("Orchard", treesKept: 1) == "deleted collection \"Orchard\"; its 1 tree kept")
        #expect(RecordText.collectionDeleted("Orchard", treesKept: 0) == "deleted collection \"Orchard\"; its 0 trees kept")
        #expect(RecordText.treesAdded(2, to: "Orchard") == "added 2 trees to \"Orchard\"")
        #expect(RecordText.treesRemoved(1, from: "Orchard") == "removed 1 tree from \"Orchard\"")
    }

    @Test func deletionsAndExportsNameTheKind() {
        #expect(RecordText.deleted([4, 7], Tree.self) == "deleted trees 4, 7")
        #expect(RecordText.deleted([2], Issue.self) == "deleted issue 2")
        #expect(RecordText.deletion(of: [4, 7], Tree.self, photos: 1) == "2 trees and 1 photo (ids 4 7)")
        #expect(RecordText.deletion(of: [2], Issue.self, photos: 0) == "1 issue (ids 2)")
        #expect(RecordText.exported(kind: "trees", count: 1, output: "a.csv") == "exported 1 tree to a.csv")
        #expect(RecordText.exported(kind: "issues", count: 12, output: "b.gpx") == "exported 12 issues to b.gpx")
    }
}
