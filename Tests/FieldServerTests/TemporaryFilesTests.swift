@testable import FieldServer
import Foundation
import TestSupport
import Testing

/// The temporary files a killed server left are removed when a server next starts on their
/// folder; those of a server still running, and other files, are not.
@Suite(.attacks("file-system")) struct TemporaryFilesTests {
    @Test func aStartRemovesTheFilesOfDeadServersOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fieldfix-tmp-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let ours = TemporaryFiles.path(in: folder, kind: "upload")
        let dead = ["fieldfix-upload-999999999-A", "fieldfix-export-999999998-B.csv"]
        for path in [ours] + dead.map({ folder + "/" + $0 }) + [folder + "/notes.txt"] {
            #expect(FileManager.default.createFile(atPath: path, contents: Data("x".utf8)))
        }
        #expect(TemporaryFiles.sweep(folder).sorted() == dead.sorted())
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(left == [(ours as NSString).lastPathComponent, "notes.txt"].sorted())
    }
}
