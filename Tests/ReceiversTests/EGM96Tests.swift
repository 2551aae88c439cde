import Foundation
import Positioning
import Receivers
import Simulator
import Testing
import TestSupport

/// The EGM96 grid that `proj-data` installs, against PROJ's own transformation with the
/// same grid (`cs2cs` from `proj-bin`). Skipped, saying so, when either is not installed.
@Suite(.serialized) struct EGM96Tests {
    /// `cs2cs` on `PATH`, or `nil`.
    static let cs2cs: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("cs2cs") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// The geoid heights PROJ gives for `points`, in one `cs2cs` run: from WGS 84 3D
    /// (EPSG:4979) at ellipsoidal height 0 to WGS 84 + EGM96 height (EPSG:4326+5773), whose
    /// height is then minus the geoid's.
    static func projHeights(_ points: [(latitude: Double, longitude: Double)], cs2cs: URL) throws -> [Double] {
        let lines = points.map { "\($0.latitude) \($0.longitude) 0\n" }.joined()
        let result = try Program(cs2cs.path, ["-f", "%.6f", "EPSG:4979", "EPSG:4326+5773"]).run(input: Data(lines.utf8))
        #expect(result.status == 0, "\(result)")
        return try result.stdout.split(separator: "\n").map { line in
            let height = try #require(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).last.flatMap { Double($0) },
                                      "cs2cs printed \(line)")
            return -height
        }
    }

    @Test func heightsAgreeWithPROJToAMillimetre() throws {
        guard FileManager.default.fileExists(atPath: EGM96.path) else {
            skip("no EGM96 grid at \(EGM96.path) (Debian package proj-data, scripts/install-deps)")
            return
        }
        guard let cs2cs = Self.cs2cs else {
            skip("cs2cs not found on PATH (Debian package proj-bin, scripts/install-deps)")
            return
        }
        let grid = try EGM96.load()
        #expect(grid.rows == 721 && grid.columns == 1440 && grid.wrapsLongitude)
        var random = SeededRandom(seed: 96)
        var points: [(latitude: Double, longitude: Double)] = (0..<1000).map { _ in
            (-90 + 180 * random.uniform(), -180 + 360 * random.uniform())
        }
        // The poles, the antimeridian from both sides, and the last column's cell.
        points += [(90, 0), (-90, 123), (0, 180), (0, -180), (10, 179.95), (-45.3, -179.99), (89.9, 179.9)]
        let proj = try Self.projHeights(points, cs2cs: cs2cs)
        try #require(proj.count == points.count, "cs2cs gave \(proj.count) heights for \(points.count) points")
        var worst = 0.0
        for (point, expected) in zip(points, proj) {
            let ours = try #require(grid.separation(latitude: point.latitude, longitude: point.longitude))
            worst = max(worst, abs(ours - expected))
            #expect(abs(ours - expected) <= 0.001, "at \(point.latitude), \(point.longitude): \(ours) m, PROJ \(expected) m")
        }
        print("EGM96 against cs2cs: \(points.count) points, largest difference \(worst) m")
    }

    @Test func trackerGivesEverySourcesFixASeparation() throws {
        guard FileManager.default.fileExists(atPath: EGM96.path) else {
            skip("no EGM96 grid at \(EGM96.path) (Debian package proj-data, scripts/install-deps)")
            return
        }
        var tracker = LocationTracker(geoid: try EGM96.load())
        let munich = Fix(latitude: 48.137, longitude: 11.576, altitudeMSL: 519, mode: .threeD, quality: .autonomous, hdop: 1)
        let fix = try #require(tracker.handle(.fix(munich), now: 0).update?.fix)
        #expect(fix.geoidSeparationSource == .egm96)
        // cs2cs -f %.4f EPSG:4979 EPSG:4326+5773 says -45.5328 there.
        #expect(abs(try #require(fix.altitudeHAE) - (519 + 45.5328)) < 0.0001)
    }

    @Test func missingAndUnreadableFilesSayWhich() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("egm96-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("none.gtx").path
        let error = #expect(throws: GeoidGridError.self) { try EGM96.load(path: missing) }
        #expect(error?.code == .missing && error?.path == missing)
        #expect(error?.description.hasPrefix("geoid grid \(missing): file not found") == true)

        let directory = #expect(throws: GeoidGridError.self) { try EGM96.load(path: folder.path) }
        #expect(directory?.code == .unreadable)

        let short = folder.appendingPathComponent("short.gtx")
        try Data(repeating: 0x40, count: 30).write(to: short)
        let shortError = #expect(throws: GeoidGridError.self) { try EGM96.load(path: short.path) }
        #expect(shortError?.code == .short && shortError?.path == short.path)
    }

    @Test func environmentVariableNamesTheFile() {
        let name = EGM96.environmentVariable
        let previous = getenv(name).map { String(cString: $0) }
        defer {
            if let previous { setenv(name, previous, 1) } else { unsetenv(name) }
        }
        setenv(name, "/elsewhere/egm.gtx", 1)
        #expect(EGM96.path == "/elsewhere/egm.gtx")
        setenv(name, "", 1)
        #expect(EGM96.path == EGM96.defaultPath)
        unsetenv(name)
        #expect(EGM96.path == EGM96.defaultPath)
    }
}
