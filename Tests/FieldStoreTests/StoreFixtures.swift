import Foundation
@testable import FieldStore
import Positioning

/// A fresh store in a temporary directory, removed by `cleanup()`.
struct TemporaryStore {
    let directory: String
    let store: RecordStore

    init() throws {
        directory = FileManager.default.temporaryDirectory.path + "/fieldstore-\(UUID().uuidString)"
        store = try RecordStore(directory: directory)
    }

    /// Files in the photos folder, sorted.
    func photoFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: store.photosDirectory).sorted()
    }

    func cleanup() {
        try? FileManager.default.removeItem(atPath: directory)
    }
}

/// Gated locations for tests.
enum Fixtures {
    static func location(
        latitude: Double = 48.8566, longitude: Double = 2.3522, accuracy: Double = 4.2,
        method: CaptureMethod = .single, quality: FixQuality = .autonomous
    ) -> CapturedLocation {
        try! CapturedLocation(
            latitude: latitude, longitude: longitude, altitude: 35.5,
            horizontalAccuracy: Accuracy(meters: accuracy, confidence: .p68, source: .receiver),
            verticalAccuracy: Accuracy(meters: 7.25, confidence: .p68, source: .dopModel), maximumAccuracy: 20,
            quality: quality, satellitesUsed: 9, hdop: 0.9, speed: 0.12, course: 271.5,
            time: FixTime(date: CivilDate(year: 2024, month: 3, day: 15), millisecondOfDay: 52_222_000),
            method: method)
    }

    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0xFF, 0xD9])
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
    static let heic = Data([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63, 0, 0, 0, 0])

    /// Writes `data` to a new file in a temporary folder and returns its path.
    static func file(_ data: Data, name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.path + "/fieldstore-src-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let path = dir + "/" + name
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    static let t0 = Date(timeIntervalSince1970: 1_710_513_022.123)
}
