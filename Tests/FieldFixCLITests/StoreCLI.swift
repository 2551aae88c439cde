import Foundation
@testable import FieldStore
import FrontEnd
import Output
import Positioning
import TestSupport

/// Stores, records and export files for the store, export and import command tests, which
/// run `fieldfix` on them.
enum StoreCLI {
    /// A new empty temporary directory.
    static func temporaryDirectory(_ label: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/fieldfix-\(label)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Runs `fieldfix` with its output discarded and returns its exit status and peak
    /// resident memory (KiB): the largest `VmHWM` of `/proc/PID/status` seen while it runs,
    /// read every 5 ms. (`wait4`'s `ru_maxrss` would not do: a child spawned with vfork
    /// inherits the parent's high-water mark across `execve`.)
    static func runMeasuringMemory(_ arguments: [String]) throws -> (status: Int32, maxRSSKiB: Int) {
        let program = try FieldFix.start(arguments, stdout: .discard)
        var peak = 0
        repeat {
            if let text = try? String(contentsOfFile: "/proc/\(program.pid)/status", encoding: .utf8),
               let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
               let kib = Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "") {
                peak = max(peak, kib)
            }
        } while !program.waitForExit(timeout: 0.005)
        return (try program.finish().status, peak)
    }

    /// A gated location.
    static func location(latitude: Double = 52.52, longitude: Double = 13.405, accuracy: Double = 3.4) -> CapturedLocation {
        try! CapturedLocation(
            latitude: latitude, longitude: longitude, altitude: 34,
            horizontalAccuracy: Accuracy(meters: accuracy, confidence: .p68, source: .receiver), verticalAccuracy: nil,
            maximumAccuracy: 20, quality: .differential, satellitesUsed: 11, hdop: 0.8, speed: 0.05, course: 12.5,
            time: FixTime(date: CivilDate(year: 2026, month: 11, day: 22), millisecondOfDay: 3_600_000), method: .single)
    }

    /// The bytes of a tiny JPEG header.
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0xFF, 0xD9])

    /// Writes a JSON export of `count` trees into `directory`; the first `photos` trees (all
    /// by default) have one photo each. Without `recordIDs` the records carry no `uid`, as in
    /// files exported before records had one, so that every import of the file stores them anew.
    static func exportFile(trees count: Int, photos: Int? = nil, recordIDs: Bool = true, in directory: String) throws -> String {
        let source = try temporaryDirectory("source")
        defer { try? FileManager.default.removeItem(atPath: source) }
        let store = try RecordStore(directory: source)
        try jpeg.write(to: URL(fileURLWithPath: source + "/photo.jpg"))
        _ = try store.saveTree(NewTree(species: "Seed", photos: [source + "/photo.jpg"]), at: location())
        let template = try unwrap(try store.trees().first)
        try store.write("fill") { db in
            for i in 2...max(2, count) where i <= count {
                var tree = template
                tree.id = Int64(i)
                tree.uid = UUID()
                tree.species = "Tree \(i)"
                tree.photos = i <= (photos ?? count) ? ["tree-\(i)-1.jpg"] : []
                try tree.insert(db)
                if !tree.photos.isEmpty {
                    try FileManager.default.copyItem(atPath: store.photosDirectory + "/" + template.photos[0],
                                                     toPath: store.photosDirectory + "/" + tree.photos[0])
                }
            }
        }
        let path = directory + "/trees-\(count).json"
        try store.exportTrees(format: .json, includePhotos: true, to: .file(path))
        if !recordIDs {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try text.replacingOccurrences(of: #""uid":"[0-9a-f-]{36}""#, with: #""uid":null"#, options: .regularExpression)
                .write(toFile: path, atomically: true, encoding: .utf8)
        }
        return path
    }
}

/// Throws when `value` is `nil`.
private func unwrap<T>(_ value: T?) throws -> T {
    guard let value else { throw CocoaError(.coderValueNotFound) }
    return value
}
