import Foundation
import TestSupport
import Testing
@testable import FieldStore

@Suite struct ImportCommandTests {
    @Test func importIntoANamedCollectionWithPhotos() throws {
        let dir = try StoreCLI.temporaryDirectory("import")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = try StoreCLI.exportFile(trees: 3, in: dir)
        let result = try FieldFix.run(["import", file, "--collection", "Field Day", "--store", dir + "/store"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("imported 3 trees with 3 photos into collection \"Field Day\""))
        let store = try RecordStore(directory: dir + "/store")
        #expect(try store.trees(TreeFilter(collection: "Field Day")).count == 3)
        #expect(try store.checkIntegrity() == [])
        // The same file again: its records are recognised, nothing is stored twice.
        let again = try FieldFix.run(["import", file, "--collection", "field day", "--store", dir + "/store"])
        #expect(again.status == 0 && again.stdout.contains("skipped 3 records already in the store"), "\(again.stdout)")
        #expect(try store.trees().count == 3)
    }

    @Test(.attacks("strict-json")) func hostileFilesAreRefusedAndNothingIsWritten() throws {
        let dir = try StoreCLI.temporaryDirectory("hostile")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = try StoreCLI.exportFile(trees: 2, in: dir)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let hostile = dir + "/hostile.json"
        try text.replacingOccurrences(of: "\"latitude\":52.52", with: "\"latitude\":-95").write(toFile: hostile, atomically: true, encoding: .utf8)
        let result = try FieldFix.run(["import", hostile, "--store", dir + "/store"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("hostile.json: records[0]") && result.stderr.contains("latitude -95.0 is outside -90...90"), "\(result.stderr)")

        // A sparse file over the 512 MiB limit is refused before it is read.
        let huge = dir + "/huge.json"
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
        try handle.truncate(atOffset: 600 * 1024 * 1024)
        try handle.close()
        let big = try FieldFix.run(["import", huge, "--store", dir + "/store"])
        #expect(big.status != 0 && big.stderr.contains("import limit"), "\(big.stderr)")

        let store = try RecordStore(directory: dir + "/store")
        #expect(try store.trees().isEmpty && store.collections().isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.photosDirectory).isEmpty)
    }
}
