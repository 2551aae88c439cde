import Foundation
import SystemIO
import Testing

/// `CreatedFile`: a file emptied and written as a stream, and the message when it cannot be.
@Suite struct CreatedFileTests {
    @Test func anExistingFileIsEmptiedAndWritten() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("created-\(UUID().uuidString).csv").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "an older and longer text".write(toFile: path, atomically: false, encoding: .utf8)
        do {
            let file = try CreatedFile(path: path)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "")
            try file.descriptor.writeAll("a,b\n")
            #expect(file.path == path)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "a,b\n")
    }

    @Test func aMissingFolderNamesThePathAndTheReason() {
        let error = #expect(throws: SystemError.self) { _ = try CreatedFile(path: "/nonexistent-folder/x.nmea") }
        #expect(error?.description == "cannot write /nonexistent-folder/x.nmea: No such file or directory")
    }
}
