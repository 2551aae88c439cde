import Foundation
import TestSupport
import Testing
@testable import FieldStore

@Suite struct StoreCommandTests {
    @Test func treesAndCollectionsThroughTheCommandLine() throws {
        let dir = try StoreCLI.temporaryDirectory("cli")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = try RecordStore(directory: dir)
        try StoreCLI.jpeg.write(to: URL(fileURLWithPath: dir + "/in.jpg"))
        let tree = try store.saveTree(NewTree(species: "Ficus", notes: "old", collection: .named("Park"), photos: [dir + "/in.jpg"]),
                                      at: StoreCLI.location())
        _ = try store.saveTree(NewTree(species: "Acer", collection: .none), at: StoreCLI.location())

        let list = try FieldFix.run(["trees", "list", "--json", "--store", dir])
        #expect(list.status == 0)
        let records = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as! [[String: Any]]
        #expect(records.map { $0["species"] as? String } == ["Acer", "Ficus"])
        #expect(records[1]["collection"] as? String == "Park")
        #expect(records[1]["horizontalAccuracy"] as? Double == 3.4)

        let collections = try FieldFix.run(["collections", "list", "--json"], environment: ["FIELDFIX_STORE": dir])
        let parsed = try JSONSerialization.jsonObject(with: Data(collections.stdout.utf8)) as! [[String: Any]]
        #expect(parsed.map { $0["name"] as? String } == ["Park"] && parsed[0]["treeCount"] as? Int == 1)

        let deleted = try FieldFix.run(["collections", "delete", "Park", "--json", "--store", dir])
        #expect(deleted.stdout == #"{"deleted":[\#(parsed[0]["id"] as? Int ?? 0)],"name":"Park","treesKept":1}"# + "\n", "\(deleted.stdout)")
        let shown = try FieldFix.run(["trees", "show", "\(tree.id)", "--json", "--store", dir])
        let object = try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as! [String: Any]
        #expect(object["collection"] is NSNull && object["species"] as? String == "Ficus")

        let edited = try FieldFix.run(["trees", "edit", "\(tree.id)", "--notes", "", "--variety", "Benjamina", "--store", dir])
        #expect(edited.status == 0 && edited.stdout.contains("variety: Benjamina") && !edited.stdout.contains("notes:"))

        #expect(try FieldFix.run(["trees", "delete", "\(tree.id)", "--store", dir]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.photosDirectory).isEmpty)
        let missing = try FieldFix.run(["trees", "show", "\(tree.id)", "--store", dir])
        #expect(missing.status != 0 && missing.stderr.contains("no tree with id \(tree.id)"))
    }

    @Test func theDefaultStoreIsUnderXDGDataHome() throws {
        let home = try StoreCLI.temporaryDirectory("xdg")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let result = try FieldFix.run(["collections", "create", "X"], environment: ["XDG_DATA_HOME": home + "/data", "HOME": home])
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: home + "/data/fieldfix/fieldfix.sqlite"))
        let fallback = try FieldFix.run(["collections", "create", "Y"], environment: ["XDG_DATA_HOME": "", "HOME": home])
        #expect(fallback.status == 0)
        #expect(FileManager.default.fileExists(atPath: home + "/.local/share/fieldfix/fieldfix.sqlite"))
    }

    @Test func nearAndIssueFilters() throws {
        let dir = try StoreCLI.temporaryDirectory("near")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = try RecordStore(directory: dir)
        _ = try store.saveIssue(NewIssue(category: .pothole, description: "Hole"), at: StoreCLI.location(latitude: 52.5209))
        _ = try store.saveIssue(NewIssue(category: .garbage, description: "Bags"), at: StoreCLI.location(latitude: 52.53))
        let near = try FieldFix.run(["issues", "near", "--at", "52.52,13.405", "--radius", "500", "--json", "--store", dir])
        let found = try JSONSerialization.jsonObject(with: Data(near.stdout.utf8)) as! [[String: Any]]
        #expect(found.count == 1)
        #expect(abs((found[0]["distance"] as! Double) - 100.08) < 0.1)
        #expect((found[0]["record"] as! [String: Any])["category"] as? String == "pothole")
        let listed = try FieldFix.run(["issues", "list", "--category", "garbage", "--store", dir])
        #expect(listed.stdout.contains("Bags") && !listed.stdout.contains("Hole"))
        let future = try FieldFix.run(["issues", "list", "--from", "2999-01-01", "--json", "--store", dir])
        #expect(future.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
    }

    /// The server's time rule too (`TimeRange.requested`): a `--from` alone after now lists
    /// nothing; only a `--from` after the `--to` given with it is refused.
    @Test func aFromAfterNowListsNothingAndAFromAfterToIsRefused() throws {
        let dir = try StoreCLI.temporaryDirectory("time-range")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = try RecordStore(directory: dir)
        _ = try store.saveTree(NewTree(species: "Malus", collection: .none), at: StoreCLI.location())
        let future = try FieldFix.run(["trees", "list", "--from", "2999-01-01", "--json", "--store", dir])
        #expect(future.status == 0, "\(future.stderr)")
        #expect(future.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
        #expect(try FieldFix.run(["trees", "list", "--from", "2000-01-01", "--store", dir]).stdout.contains("Malus"))
        let reversed = try FieldFix.run(["trees", "list", "--from", "2024-03-16", "--to", "2024-03-15", "--store", dir])
        #expect(reversed.status == 64)
        #expect(reversed.stderr.contains("--from 2024-03-16 is after --to 2024-03-15"), "\(reversed.stderr)")
        let both = try FieldFix.run(["export", "trees", "--range", "today", "--from", "2024-03-15", "--output", "-", "--store", dir])
        #expect(both.status == 64)
        #expect(both.stderr.contains("use either --range or --from/--to, not both"), "\(both.stderr)")
        let bad = try FieldFix.run(["issues", "list", "--to", "soon", "--store", dir])
        #expect(bad.stderr.contains("--to soon is not an ISO 8601 date or date-time"), "\(bad.stderr)")
    }

    @Test func collectionsAddRemoveRename() throws {
        let dir = try StoreCLI.temporaryDirectory("collections")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = try RecordStore(directory: dir)
        let a = try store.saveTree(NewTree(species: "A", collection: .none), at: StoreCLI.location())
        let b = try store.saveTree(NewTree(species: "B", collection: .none), at: StoreCLI.location())
        #expect(try FieldFix.run(["collections", "create", "orchard", "--store", dir]).status == 0)
        #expect(try FieldFix.run(["collections", "create", "Orchard", "--store", dir]).stderr.contains("already exists"))
        let added = try FieldFix.run(["collections", "add", "orchard", "\(a.id)", "\(b.id)", "--json", "--store", dir])
        #expect(added.stdout.contains("\"treeCount\":2"), "\(added.stdout)\(added.stderr)")
        let removed = try FieldFix.run(["collections", "remove", "orchard", "\(b.id)", "--store", dir])
        #expect(removed.status == 0)
        let wrong = try FieldFix.run(["collections", "remove", "orchard", "\(b.id)", "--store", dir])
        #expect(wrong.status != 0 && wrong.stderr.contains("tree \(b.id) is not in collection \"orchard\""))
        #expect(try FieldFix.run(["collections", "rename", "orchard", "Zeta Grove", "--store", dir]).status == 0)
        #expect(try FieldFix.run(["collections", "create", "Alpha", "--store", dir]).status == 0)
        let list = try FieldFix.run(["collections", "list", "--store", dir])
        #expect(list.stdout == "Alpha\t0 trees\nZeta Grove\t1 tree\n")
        #expect(try store.tree(id: a.id)?.collection == "Zeta Grove" && store.tree(id: b.id)?.collection == nil)
    }
}
