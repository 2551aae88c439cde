import Foundation
import GRDB
import TestSupport
import Testing
import TestSupport
@testable import FieldStore

/// Durable means fsync: an export, a photo and a recovery file are each written under a
/// temporary name beside their final one, flushed, renamed, and their folder flushed, in
/// that order, as strace sees the real `fieldfix` do it (`SystemIO.AtomicFile`). Without
/// strace each test says so and passes, except in CI, where it fails.
@Suite(.attacks("import-and-crash"))
struct DurableWriteTests {
    /// A log that passes the gate at once (sigma 3 m).
    static let passing = CaptureLog(epochs: (0..<3).map { .init(north: $0, east: 0, sigma: 3) })

    @Test func anExportIsFlushedThenRenamedThenItsFolderFlushed() throws {
        let work = try StoreCLI.temporaryDirectory("durable-export")
        defer { try? FileManager.default.removeItem(atPath: work) }
        let store = try RecordStore(directory: work + "/store")
        for species in ["Quercus", "Malus", "Tilia"] {
            _ = try store.saveTree(NewTree(species: species), at: StoreCLI.location())
        }
        let output = work + "/out/trees.json"
        guard let trace = try SyscallTrace.run(["export", "trees", "-o", output, "--store", work + "/store"], in: work) else { return }
        #expect(trace.result.status == 0, "\(trace.result.stderr)")
        let replace = try #require(trace.durableReplace(of: output), "no rename onto \(output)")
        #expect(replace.isInOrder, "\(replace)")
        #expect(URL(fileURLWithPath: replace.temporaryPath).deletingLastPathComponent().lastPathComponent == "out",
                "the temporary file is beside its target: \(replace)")
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any]
        #expect((document?["records"] as? [Any])?.count == 3)
        #expect(try FileManager.default.contentsOfDirectory(atPath: work + "/out") == ["trees.json"])
    }

    @Test func aPhotoIsFlushedThenRenamedThenThePhotosFolderFlushed() throws {
        let work = try StoreCLI.temporaryDirectory("durable-photo")
        defer { try? FileManager.default.removeItem(atPath: work) }
        let photo = work + "/bark.jpg"
        try StoreCLI.jpeg.write(to: URL(fileURLWithPath: photo))
        let log = try Self.passing.write(in: URL(fileURLWithPath: work), name: "pass.nmea")
        let store = work + "/store"
        guard let trace = try SyscallTrace.run(["capture", "tree", "--species", "Ficus", "--photo", photo, "--source", "file:\(log)",
                                                "--auto", "--json", "--store", store], in: work) else { return }
        #expect(trace.result.status == 0, "\(trace.result.stderr)")
        let tree = try #require(try RecordStore(directory: store).trees().first)
        let name = try #require(tree.photos.first)
        let replace = try #require(trace.durableReplace(of: store + "/photos/" + name), "no rename onto \(name)")
        #expect(replace.isInOrder, "\(replace)")
        #expect(URL(fileURLWithPath: replace.temporaryPath).lastPathComponent.hasPrefix(".tmp-"), "\(replace)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: store + "/photos/" + name)) == StoreCLI.jpeg)
    }

    /// The store refuses the save (a trigger aborts every insert of a tree) after the fix is
    /// frozen: the recovery file in the store's `unsaved` folder is made durable like an
    /// export, and the new `unsaved` folder's name too (the store's folder is flushed).
    @Test func aRecoveryFileIsFlushedThenRenamedThenItsFolderFlushed() throws {
        let work = try StoreCLI.temporaryDirectory("durable-recovery")
        defer { try? FileManager.default.removeItem(atPath: work) }
        let store = work + "/store"
        try RecordStore(directory: store).database.write { db in
            try db.execute(sql: "CREATE TRIGGER refuse BEFORE INSERT ON tree BEGIN SELECT RAISE(ABORT, 'refused by the test'); END")
        }
        let log = try Self.passing.write(in: URL(fileURLWithPath: work), name: "pass.nmea")
        guard let trace = try SyscallTrace.run(["capture", "tree", "--species", "Ficus", "--source", "file:\(log)",
                                                "--auto", "--store", store], in: work) else { return }
        #expect(trace.result.status == 1, "\(trace.result.stderr)")
        #expect(trace.result.stderr.contains("refused by the test"), "\(trace.result.stderr)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: store + "/unsaved")
        try #require(kept.count == 1, "\(kept)")
        let path = store + "/unsaved/" + kept[0]
        let replace = try #require(trace.durableReplace(of: path), "no rename onto \(path)")
        #expect(replace.isInOrder, "\(replace)")
        let made = try #require(trace.lines.firstIndex { $0.contains("mkdir") && $0.contains("\"\(store)/unsaved\"") && $0.hasSuffix("= 0") })
        let storeSync = trace.lines[made...].firstIndex { $0.contains(" fsync(") && $0.contains("<\(SyscallTrace.resolved(store))>") }
        #expect(storeSync.map { $0 < replace.rename } == true, "the store's folder is flushed once unsaved/ is made")
        let imported = try RecordStore(directory: work + "/other").importRecords(from: path)
        #expect(imported.count == 1)
    }

    /// An export that fails half-way (a file-size limit: writes fail with EFBIG) over an
    /// earlier export leaves the earlier file as it was and no temporary file.
    @Test func anExportFailingHalfWayKeepsTheEarlierFile() throws {
        let work = try StoreCLI.temporaryDirectory("durable-halfway")
        defer { try? FileManager.default.removeItem(atPath: work) }
        let file = try StoreCLI.exportFile(trees: 3_000, photos: 0, in: work)
        let store = work + "/store"
        #expect(try FieldFix.run(["import", file, "--store", store]).status == 0)
        let output = work + "/out/trees.json"
        try FileManager.default.createDirectory(atPath: work + "/out", withIntermediateDirectories: true)
        try Data("earlier export".utf8).write(to: URL(fileURLWithPath: output))
        let binary = try FieldFix.binary()
        let limited = try Program("/bin/sh", ["-c", "ulimit -f 200; trap '' XFSZ; exec \"$@\"", "sh", binary,
                                              "export", "trees", "-o", output, "--store", store]).run()
        #expect(limited.status != 0)
        #expect(limited.stderr.contains("cannot write the export \(output): File too large"), "\(limited.stderr)")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "earlier export")
        #expect(try FileManager.default.contentsOfDirectory(atPath: work + "/out") == ["trees.json"])
    }
}
