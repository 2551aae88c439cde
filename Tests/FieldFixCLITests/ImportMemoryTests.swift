import FieldStore
import Foundation
import Simulator
import Testing
import TestSupport

/// `fieldfix import` reads its file in chunks and stores one record at a time, so its peak
/// memory does not grow with the file: a 16 MiB export may take at most 8 MiB more than a
/// 1 MiB one. An import that decoded the file whole would grow by four times the file.
@Suite
struct ImportMemoryTests {
    /// A JSON export of about `megabytes` MiB of trees, each with its own `uid`, drawn from a
    /// seeded generator (the same file on every run); its path and how many trees it holds.
    static func export(megabytes: Int, in directory: String) throws -> (path: String, count: Int) {
        let path = directory + "/trees-\(megabytes).json"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        var random = SeededRandom(seed: 44)
        var text = "{\"format\":\"fieldfix-records\",\"version\":1,\"kind\":\"trees\",\"collection\":null,\"records\":[\n"
        var written = 0
        var index = 0
        while written < megabytes << 20 {
            var bytes = (0..<16).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            bytes[6] = bytes[6] & 0x0F | 0x40
            bytes[8] = bytes[8] & 0x3F | 0x80
            let uid = UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                                  bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
            let latitude = 45 + Double(random.below(1_000_000)) / 1_000_000
            text += (index == 0 ? "" : ",\n") + """
                {"id":\(index + 1),"uid":"\(uid.uuidString.lowercased())","latitude":\(latitude),"longitude":7.25,"altitude":34.2,\
                "horizontalAccuracy":3.5,"accuracyConfidence":0.68,"accuracySource":"receiver","verticalAccuracy":null,\
                "verticalAccuracyConfidence":null,"verticalAccuracySource":null,"maximumAccuracy":20,"fixQuality":"autonomous",\
                "satellites":8,"hdop":1.1,"speed":0,"course":null,"fixTime":null,"captureMethod":"single","averageCount":null,\
                "averageDuration":null,"averageScatter":null,"species":"Tree \(index + 1)","variety":null,"rootstock":null,\
                "notes":"\(String(repeating: "n", count: random.below(400)))","photos":[],"collection":"Block \(index % 5)",\
                "createdAt":"2024-03-15T14:30:22.000Z","updatedAt":"2024-03-15T14:30:22.000Z"}
                """
            index += 1
            if text.utf8.count >= 1 << 16 {
                written += text.utf8.count
                try handle.write(contentsOf: Data(text.utf8))
                text = ""
            }
        }
        try handle.write(contentsOf: Data((text + "]}\n").utf8))
        return (path, index)
    }

    @Test func peakMemoryDoesNotGrowWithTheFile() throws {
        let directory = try StoreCLI.temporaryDirectory("import-memory")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let smallFile = try Self.export(megabytes: 1, in: directory).path
        let importSmall = { (store: String) throws in try StoreCLI.runMeasuringMemory(["import", smallFile, "--store", directory + "/" + store]) }
        var small = try importSmall("small")
        let largeFile = try Self.export(megabytes: 16, in: directory)
        let large = try StoreCLI.runMeasuringMemory(["import", largeFile.path, "--store", directory + "/large"])
        #expect(small.status == 0 && large.status == 0)
        #expect(try RecordStore(directory: directory + "/large").trees().count == largeFile.count)
        // Polling can only miss the end of a peak, and the short run is the likelier to be
        // missed on a loaded machine: it is measured again, up to twice, keeping the highest.
        for attempt in 0..<2 where large.maxRSSKiB - small.maxRSSKiB >= 8 * 1024 {
            let again = try importSmall("again-\(attempt)")
            if again.maxRSSKiB > small.maxRSSKiB { small = again }
        }
        print("import peak RSS: 1 MiB export \(small.maxRSSKiB) KiB, 16 MiB export \(large.maxRSSKiB) KiB")
        #expect(large.maxRSSKiB - small.maxRSSKiB < 8 * 1024, "peak RSS grew from \(small.maxRSSKiB) to \(large.maxRSSKiB) KiB")
    }
}
