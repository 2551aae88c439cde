import Foundation

/// The receiver logs the tests replay: the project's own `Recordings/`, and gpsd's logs in
/// `../shared/recordings` when that folder stands beside the project (CI has it; a fresh
/// clone alone does not, and the tests that need it say so).
public enum RecordedLogs {
    /// The project's root folder.
    public static let projectRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/recordings`, when present.
    public static let sharedRecordings: URL? = {
        let folder = projectRoot.deletingLastPathComponent().appendingPathComponent("shared/recordings")
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent("gpsd").path) ? folder : nil
    }()

    /// gpsd's regression logs, `../shared/recordings/gpsd` (present or not).
    public static let gpsdFolder = projectRoot.deletingLastPathComponent().appendingPathComponent("shared/recordings/gpsd")

    /// gpsd's regression logs of u-blox receivers, `../shared/recordings/gpsd-ublox` (present or not).
    public static let gpsdUbloxFolder = projectRoot.deletingLastPathComponent().appendingPathComponent("shared/recordings/gpsd-ublox")

    /// The project's own logs (`Recordings/*.nmea` and `*.ubx`).
    public static var project: [URL] { logs(in: projectRoot.appendingPathComponent("Recordings")) }

    /// gpsd's logs beside the project (`gpsd/` and `gpsd-ublox/`); empty without them.
    public static var shared: [URL] {
        guard let sharedRecordings else { return [] }
        return ["gpsd", "gpsd-ublox"].flatMap { logs(in: sharedRecordings.appendingPathComponent($0)) }
    }

    /// Every log: the project's, then the shared ones.
    public static var all: [URL] { project + shared }

    private static func logs(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in [".nmea", ".ubx", ".log"].contains { name.hasSuffix($0) } }.sorted()
            .map { folder.appendingPathComponent($0) }
    }
}
