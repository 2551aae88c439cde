import Foundation
import FrontEnd
import Output
import Positioning
import TestSupport
import Testing
@testable import FieldStore

/// A full disk and a read-only store or folder: `fieldfix` fails with a clear error and
/// leaves nothing half written (the store passes its integrity check with the records it
/// had, no temporary photo or export file remains).
///
/// The tmpfs tests mount their own small tmpfs (root only); without that they print why and
/// pass. The file-size limit test needs no privilege.
@Suite(.attacks("import-and-crash"))
struct DiskFullTests {
    /// A photo copy that does not fit: the capture fails naming the disk, the store keeps
    /// its one tree and no photo file.
    @Test func photoCopyIntoAFullStoreFailsCleanly() throws {
        guard let disk = DiskFullVolume(megabytes: 2) else { return }
        defer { disk.unmount() }
        let store = try seededStore(in: disk.path + "/store")
        let work = try StoreCLI.temporaryDirectory("diskfull-photo")
        defer { try? FileManager.default.removeItem(atPath: work) }
        let photo = work + "/big.jpg"
        try (StoreCLI.jpeg + Data(count: 600_000)).write(to: URL(fileURLWithPath: photo))
        let log = try CaptureLog(epochs: Array(repeating: .init(north: 0, east: 0, sigma: 1), count: 3)).write(in: URL(fileURLWithPath: work), name: "pass.nmea")
        try disk.fill(leaving: 200_000)
        let result = try FieldFix.run(["capture", "tree", "--species", "Ficus", "--photo", photo, "--source", "file:\(log)",
                                       "--auto", "--json", "--store", store])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(mentionsFullDisk(result.stderr), "\(result.stderr)")
        disk.emptyFiller()
        try expectUnchanged(store, trees: 1)
    }

    /// Records that do not fit in the database: the import fails naming the full disk and
    /// writes none of them. With no byte free at all, even opening fails (SQLite cannot
    /// grow its shared-memory file), and the message says the disk is full, not just
    /// "disk I/O error".
    @Test func databaseWriteIntoAFullStoreFailsCleanly() throws {
        guard let disk = DiskFullVolume(megabytes: 2) else { return }
        defer { disk.unmount() }
        let store = try seededStore(in: disk.path + "/store")
        let work = try StoreCLI.temporaryDirectory("diskfull-db")
        defer { try? FileManager.default.removeItem(atPath: work) }
        let file = try StoreCLI.exportFile(trees: 3_000, photos: 0, in: work)
        try disk.fill(leaving: 300_000)
        let result = try FieldFix.run(["import", file, "--collection", "Too big", "--store", store])
        #expect(result.status != 0)
        #expect(mentionsFullDisk(result.stderr), "\(result.stderr)")
        try disk.fill(leaving: 0)
        let delete = try FieldFix.run(["trees", "delete", "1", "--store", store])
        #expect(delete.status != 0)
        #expect(mentionsFullDisk(delete.stderr), "\(delete.stderr)")
        disk.emptyFiller()
        try expectUnchanged(store, trees: 1)
    }

    /// Whether an error message says the disk is full, in SQLite's words or the system's.
    private func mentionsFullDisk(_ message: String) -> Bool {
        message.contains("database or disk is full") || message.lowercased().contains("no space left on device")
    }

    /// A store on a read-only file system: writes fail saying so; nothing changes.
    @Test func readOnlyStoreRefusesWritesClearly() throws {
        guard let disk = DiskFullVolume(megabytes: 2) else { return }
        defer { disk.unmount() }
        let store = try seededStore(in: disk.path + "/store")
        let work = try StoreCLI.temporaryDirectory("readonly")
        defer { try? FileManager.default.removeItem(atPath: work) }
        let photo = work + "/photo.jpg"
        try StoreCLI.jpeg.write(to: URL(fileURLWithPath: photo))
        let log = try CaptureLog(epochs: Array(repeating: .init(north: 0, east: 0, sigma: 1), count: 3)).write(in: URL(fileURLWithPath: work), name: "pass.nmea")
        try disk.remount(readOnly: true)
        let capture = try FieldFix.run(["capture", "tree", "--species", "Ficus", "--photo", photo, "--source", "file:\(log)",
                                        "--auto", "--json", "--store", store])
        #expect(capture.status != 0)
        #expect(capture.stdout.isEmpty)
        #expect(capture.stderr.lowercased().contains("read-only") || capture.stderr.contains("readonly"), "\(capture.stderr)")
        #expect(!capture.stderr.contains("acquiring"), "refused before the wait for a fix: \(capture.stderr)")
        let delete = try FieldFix.run(["trees", "delete", "1", "--store", store])
        #expect(delete.status != 0)
        try disk.remount(readOnly: false)
        try expectUnchanged(store, trees: 1)
    }

    /// A recovery file that does not fit (a 1 MB photo, 700 KB free) is not left truncated
    /// in the store's folder: the next folder gets the whole copy, which imports.
    @Test func aRecoveryFileIsWholeOrNotThere() throws {
        guard let disk = DiskFullVolume(megabytes: 2) else { return }
        defer { disk.unmount() }
        let work = try StoreCLI.temporaryDirectory("recovery-full")
        defer { try? FileManager.default.removeItem(atPath: work) }
        let photo = work + "/bark.jpg"
        try (StoreCLI.jpeg + Data(repeating: 0x55, count: 1_000_000)).write(to: URL(fileURLWithPath: photo))
        let location = try CapturedLocation(
            latitude: 48.8566, longitude: 2.3522, altitude: 35.5,
            horizontalAccuracy: Accuracy(meters: 4.2, confidence: .p68, source: .receiver), verticalAccuracy: nil,
            maximumAccuracy: 20, quality: .autonomous, satellitesUsed: 9, hdop: 0.9, speed: nil, course: nil, time: nil,
            method: .single)
        let full = disk.path + "/unsaved"
        try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
        try disk.fill(leaving: 700_000)
        let written = try RecoveryFile.write(NewTree(species: "Quercus", photos: [photo]), collection: nil, at: location,
                                             folders: [full, work + "/unsaved"], now: Date())
        #expect(try FileManager.default.contentsOfDirectory(atPath: full) == [], "nothing, partial or whole, where it did not fit")
        #expect(written.path.hasPrefix(work + "/unsaved/"))
        let store = try RecordStore(directory: work + "/store")
        #expect(try store.importRecords(from: written.path).photoCount == 1)
    }

    /// Exports into a full folder and into a read-only one: a clear error, and no file
    /// (complete or partial) in the folder.
    @Test func exportIntoAFullOrReadOnlyFolderLeavesNothing() throws {
        guard let disk = DiskFullVolume(megabytes: 1) else { return }
        defer { disk.unmount() }
        let work = try StoreCLI.temporaryDirectory("export-full")
        defer { try? FileManager.default.removeItem(atPath: work) }
        let file = try StoreCLI.exportFile(trees: 3_000, photos: 0, in: work)
        let store = work + "/store"
        let imported = try FieldFix.run(["import", file, "--store", store])
        #expect(imported.status == 0, "\(imported.stderr)")
        let out = disk.path + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try disk.fill(leaving: 100_000)
        let full = try FieldFix.run(["export", "trees", "--format", "json", "-o", out, "--store", store])
        #expect(full.status != 0)
        #expect(mentionsFullDisk(full.stderr), "\(full.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == [])
        disk.emptyFiller()
        try disk.remount(readOnly: true)
        let readOnly = try FieldFix.run(["export", "trees", "--format", "csv", "-o", out + "/trees.csv", "--store", store])
        #expect(readOnly.status != 0)
        #expect(readOnly.stderr.contains("Read-only file system"), "\(readOnly.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == [])
    }

    /// The same failures from a file-size limit (`ulimit -f`, SIGXFSZ ignored), which needs
    /// no root: a photo copy, a database that must grow and an export all fail with a clear
    /// error, and nothing is half written.
    @Test func aFileSizeLimitFailsCleanly() throws {
        let work = try StoreCLI.temporaryDirectory("fsize")
        defer { try? FileManager.default.removeItem(atPath: work) }
        let store = try seededStore(in: work + "/store")
        let photo = work + "/big.jpg"
        try (StoreCLI.jpeg + Data(count: 600_000)).write(to: URL(fileURLWithPath: photo))
        let log = try CaptureLog(epochs: Array(repeating: .init(north: 0, east: 0, sigma: 1), count: 3))
            .write(in: URL(fileURLWithPath: work), name: "pass.nmea")
        let file = try StoreCLI.exportFile(trees: 3_000, photos: 0, in: work)
        let capture = try limited(["capture", "tree", "--species", "Ficus", "--photo", photo, "--source", "file:\(log)",
                                   "--auto", "--json", "--store", store])
        #expect(capture.status != 0 && capture.stdout.isEmpty)
        #expect(capture.stderr.contains("File too large"), "\(capture.stderr)")
        let imported = try limited(["import", file, "--collection", "Too big", "--store", store])
        #expect(imported.status != 0)
        #expect(imported.stderr.contains("ulimit -f") || imported.stderr.contains("disk is full"), "\(imported.stderr)")
        try expectUnchanged(store, trees: 1)

        let big = work + "/big-store"
        #expect(try FieldFix.run(["import", file, "--store", big]).status == 0)
        let out = work + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let export = try limited(["export", "trees", "--format", "json", "-o", out, "--store", big])
        #expect(export.status != 0)
        #expect(export.stderr.contains("File too large"), "\(export.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == [])
    }

    /// Runs `fieldfix` under a 200-block file-size limit with SIGXFSZ ignored, so that a
    /// write past the limit fails with EFBIG instead of killing the process.
    private func limited(_ arguments: [String]) throws -> ProgramResult {
        try Program("/bin/sh", ["-c", "ulimit -f 200; trap '' XFSZ; exec \"$@\"", "sh", try FieldFix.binary()] + arguments,
                    environment: ["FIELDFIX_STORE": nil]).run()
    }

    /// A store in `directory` holding one tree with one photo, closed again.
    private func seededStore(in directory: String) throws -> String {
        let store = try RecordStore(directory: directory)
        let photo = directory + "/seed.jpg"
        try StoreCLI.jpeg.write(to: URL(fileURLWithPath: photo))
        _ = try store.saveTree(NewTree(species: "Seed", photos: [photo]), at: StoreCLI.location())
        try FileManager.default.removeItem(atPath: photo)
        return directory
    }

    /// The store still holds exactly `trees` trees and passes its integrity check (no
    /// orphan or missing photo, no temporary file left).
    private func expectUnchanged(_ directory: String, trees: Int) throws {
        let store = try RecordStore(directory: directory)
        #expect(try store.trees().count == trees)
        #expect(try store.checkIntegrity() == [])
        let temporary = try FileManager.default.contentsOfDirectory(atPath: store.photosDirectory).filter { $0.hasPrefix(".tmp-") }
        #expect(temporary.isEmpty)
    }
}
