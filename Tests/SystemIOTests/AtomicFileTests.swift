import Foundation
import SystemIO
import Testing

/// `AtomicFile`: complete contents under the final name, or nothing at all, whether given
/// whole or streamed; a staged file kept under its own name; folders created durably. (That
/// the flushes and the rename come in the right order is checked on the real binary, with
/// strace: `DurableWriteTests`.)
@Suite struct AtomicFileTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func commitReplacesTheFileWhole() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a.svg").path
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        let file = try AtomicFile(path: path, what: "the plot")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        try file.commit("<svg/>")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "<svg/>")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.svg"])
    }

    @Test func anUncommittedFileLeavesNothing() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try AtomicFile(path: folder.appendingPathComponent("a.svg").path, what: "the plot")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aMissingFolderFailsAtOnceNamingThePath() {
        let error = #expect(throws: AtomicFile.Failure.self) {
            _ = try AtomicFile(path: "/nonexistent-folder/x.svg", what: "the plot")
        }
        #expect(error?.description == "cannot write the plot /nonexistent-folder/x.svg: No such file or directory")
    }

    /// A streamed file appears under its name only at the commit, whole; until then the
    /// earlier file is there as it was and the bytes wait under the temporary name beside it.
    @Test func commitMakesAStreamedFileVisibleOnlyComplete() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("trees.json").path
        try "earlier".write(toFile: path, atomically: false, encoding: .utf8)
        let file = try AtomicFile(path: path, what: "the export")
        #expect(URL(fileURLWithPath: file.temporaryPath).deletingLastPathComponent().path == folder.path)
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 100_000)
        for _ in 0..<3 {
            try file.write(chunk)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "earlier")
        }
        try file.write("end")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["trees.json", URL(fileURLWithPath: file.temporaryPath).lastPathComponent].sorted())
        try file.commit()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(chunk + chunk + chunk + Array("end".utf8)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["trees.json"])
    }

    /// A stream that stops half-way (the caller failed, or the file was released without a
    /// commit) leaves the earlier file as it was and no temporary file.
    @Test func aStreamStoppedHalfWayKeepsTheEarlierFileAndNoTemporaryFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("trees.json").path
        try "earlier".write(toFile: path, atomically: false, encoding: .utf8)
        let abandoned = try AtomicFile(path: path, what: "the export")
        try abandoned.write([UInt8](repeating: 1, count: 70_000))
        abandoned.abandon()
        #expect(throws: AtomicFile.Failure.self) { try abandoned.commit() }
        do {
            let released = try AtomicFile(path: path, what: "the export")
            try released.write("half")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "earlier")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["trees.json"])
    }

    /// A commit the system refuses (here the target is a folder, so the rename cannot land;
    /// writes refused half-way by a full disk or a file-size limit are in `DiskFullTests`)
    /// removes the temporary file and names the target.
    @Test func aFailedCommitRemovesTheTemporaryFileAndNamesTheTarget() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("taken").path
        try FileManager.default.createDirectory(atPath: target + "/inside", withIntermediateDirectories: true)
        let file = try AtomicFile(path: target, what: "the export")
        try file.write("contents")
        let error = #expect(throws: AtomicFile.Failure.self) { try file.commit() }
        #expect(error?.path == target)
        #expect(error?.description.hasPrefix("cannot write the export \(target): ") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: target) == ["inside"])
    }

    /// A staged file is created exclusively under the name given, kept there once sealed,
    /// and renamed later.
    @Test func aStagedFileIsSealedUnderItsOwnNameAndRenamedLater() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let temporary = folder.appendingPathComponent(".tmp-1-a.jpg").path
        let staged = try AtomicFile(staging: temporary, what: "the photo")
        try staged.write([0xFF, 0xD8, 0xFF])
        try staged.seal()
        #expect(try Data(contentsOf: URL(fileURLWithPath: temporary)) == Data([0xFF, 0xD8, 0xFF]))
        let taken = #expect(throws: AtomicFile.Failure.self) { _ = try AtomicFile(staging: temporary, what: "the photo") }
        #expect(taken?.description == "cannot write the photo \(temporary): File exists")
        let final = folder.appendingPathComponent("tree-1-1.jpg").path
        try AtomicFile.rename(temporary, to: final, what: "the photo")
        AtomicFile.sync(folder: folder.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["tree-1-1.jpg"])
        let missing = #expect(throws: AtomicFile.Failure.self) { try AtomicFile.rename(temporary, to: final, what: "the photo") }
        #expect(missing?.description == "cannot write the photo \(final): No such file or directory")
    }

    /// Missing folders are created, a level at a time, and existing ones kept; a file in the
    /// way is an error naming the folder that could not be made.
    @Test func createFoldersMakesTheMissingOnesAndNamesAFileInTheWay() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nested = folder.path + "/store/unsaved"
        try AtomicFile.createFolders(nested, what: "the recovery folder")
        try AtomicFile.createFolders(nested, what: "the recovery folder")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: nested, isDirectory: &isDirectory) && isDirectory.boolValue)
        try "x".write(toFile: folder.path + "/file", atomically: false, encoding: .utf8)
        let error = #expect(throws: AtomicFile.Failure.self) {
            try AtomicFile.createFolders(folder.path + "/file/below", what: "the recovery folder")
        }
        #expect(error?.description == "cannot write the recovery folder \(folder.path)/file/below: Not a directory")
    }
}
