import Foundation
import SystemIO
import Testing

/// `AtomicFile`: complete contents under the final name, or nothing at all.
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
}
