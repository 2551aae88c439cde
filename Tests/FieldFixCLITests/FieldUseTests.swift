import Foundation
import Positioning
import TestSupport
import Testing
@testable import FieldStore
#if canImport(Glibc)
import Glibc
#endif

/// Issue 16, "Field use without surprises": one test (or more) per numbered item, each
/// running the real `fieldfix` binary as a person would, with bad input on purpose.
@Suite struct FieldUseTests {
    /// Five poor epochs (accuracy 30 m), then good ones (about 4.5 m): paced at one epoch a
    /// second, the gate passes after about five seconds.
    static let slowToPass = CaptureLog(epochs: (0..<5).map { _ in .init(north: 0, east: 0, sigma: 20) }
        + (0..<4).map { .init(north: $0 * 10, east: 0, sigma: 3) })
    /// Epochs that pass at once (sigma 3 m).
    static let passing = CaptureLog(epochs: (0..<3).map { .init(north: $0, east: 0, sigma: 3) })
    /// Epochs that never pass the standard gate (30.2 m).
    static let poor = CaptureLog(epochs: (0..<4).map { .init(north: $0, east: 0, sigma: 20) })

    // MARK: 1. Inputs checked before acquiring; a failed save keeps the location

    @Test func aBlankCollectionIsRefusedBeforeAcquiring() throws {
        let dir = try StoreCLI.temporaryDirectory("blank")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let log = try Self.passing.write(in: URL(fileURLWithPath: dir), name: "pass.nmea")
        let result = try FieldFix.run(["capture", "tree", "--species", "Z", "--collection", "", "--source", "file:\(log)",
                                       "--store", dir + "/store"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--collection must not be empty"), "\(result.stderr)")
        #expect(!result.stderr.contains("acquiring"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/store"))
    }

    @Test(arguments: [(["tree", "--species", " "], "--species must not be empty"),
                      (["issue", "--category", "pothole", "--description", "\n"], "--description must not be empty")])
    func aBlankRequiredTextIsRefusedBeforeAcquiring(arguments: [String], message: String) throws {
        let dir = try StoreCLI.temporaryDirectory("blanktext")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let log = try Self.passing.write(in: URL(fileURLWithPath: dir), name: "pass.nmea")
        let result = try FieldFix.run(["capture"] + arguments + ["--source", "file:\(log)", "--store", dir + "/store"])
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/store"))
    }

    @Test func aPhotoOverTheLimitIsRefusedBeforeAcquiring() throws {
        let dir = try StoreCLI.temporaryDirectory("bigphoto")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let photo = dir + "/big.jpg"
        #expect(FileManager.default.createFile(atPath: photo, contents: StoreCLI.jpeg))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: photo))
        try handle.truncate(atOffset: 30 * 1024 * 1024)
        try handle.close()
        let result = try FieldFix.run(["capture", "tree", "--species", "Z", "--photo", photo, "--source", "file:/nonexistent",
                                       "--store", dir + "/store"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("is 30 MiB, over the 20 MiB limit"), "\(result.stderr)")
    }

    /// The photo vanishes while the capture waits: the save fails after freezing, and the
    /// location is printed and kept in a file that `fieldfix import` saves later.
    @Test func aSaveThatFailsAfterFreezingKeepsTheLocationRecoverable() throws {
        let dir = try StoreCLI.temporaryDirectory("recover")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let log = try Self.slowToPass.write(in: URL(fileURLWithPath: dir), name: "slow.nmea")
        let photo = dir + "/bark.jpg"
        try StoreCLI.jpeg.write(to: URL(fileURLWithPath: photo))
        let store = dir + "/store"
        let capture = try FieldFix.start(["capture", "tree", "--species", "Quercus", "--collection", "Park", "--photo", photo,
                                          "--source", "file:\(log)?speed=1", "--timeout", "60", "--store", store])
        // Acquiring: the photo has been checked, and the gate passes only seconds later.
        try capture.wait(for: "acquiring")
        try FileManager.default.removeItem(atPath: photo)
        let result = try capture.finish(timeout: 60)
        let err = result.stderr
        #expect(result.status == 1, "\(result)")
        #expect(err.contains("the record was not saved"), "\(err)")
        let latitude = String(format: "%.7f", Self.slowToPass.latitude(5))
        #expect(err.contains("the captured location: \(latitude)"), "\(err)")
        let line = try #require(err.split(separator: "\n").first { $0.contains("fieldfix import ") })
        let words = line.split(separator: " ").map(String.init)
        let file = try #require(words.firstIndex(of: "import").map { words[$0 + 1] })
        #expect(file.hasPrefix(store + "/unsaved/"), "\(file)")

        let saved = try FieldFix.run(["import", file, "--store", store])
        #expect(saved.status == 0, "\(saved.stderr)")
        let tree = try #require(try RecordStore(directory: store).trees().first)
        #expect(tree.species == "Quercus" && tree.collection == "Park")
        #expect(abs(tree.location.latitude - Self.slowToPass.latitude(5)) < 1e-9)
        #expect(tree.context.origin == .file)
    }

    // MARK: 2. Import keeps collections, reports missing photos, recognises records

    @Test func importKeepsTheLayoutReportsMissingPhotosAndRecognisesRecords() throws {
        let dir = try StoreCLI.temporaryDirectory("layout")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let source = try RecordStore(directory: dir + "/source")
        try StoreCLI.jpeg.write(to: URL(fileURLWithPath: dir + "/a.jpg"))
        _ = try source.saveTree(NewTree(species: "Malus", collection: .named("Orchard"), photos: [dir + "/a.jpg"]), at: StoreCLI.location())
        _ = try source.saveTree(NewTree(species: "Quercus", collection: .named("Park")), at: StoreCLI.location())
        let export = try FieldFix.run(["export", "trees", "-o", dir + "/backup.json", "--store", dir + "/source"])
        #expect(export.status == 0, "\(export.stderr)")

        let first = try FieldFix.run(["import", dir + "/backup.json", "--store", dir + "/target"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("imported 2 trees into collections \"Park\", \"Orchard\"")
                || first.stdout.contains("imported 2 trees into collections \"Orchard\", \"Park\""), "\(first.stdout)")
        #expect(first.stderr.contains("1 photo listed in \(dir)/backup.json was not imported"), "\(first.stderr)")
        let target = try RecordStore(directory: dir + "/target")
        #expect(Set(try target.trees().map { "\($0.species)/\($0.collection ?? "-")" }) == ["Malus/Orchard", "Quercus/Park"])

        let second = try FieldFix.run(["import", dir + "/backup.json", "--store", dir + "/target"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("imported 0 trees"), "\(second.stdout)")
        #expect(second.stdout.contains("skipped 2 records already in the store"), "\(second.stdout)")
        #expect(try target.trees().count == 2)
    }

    // MARK: 3. Several photos on an issue

    @Test func aSecondPhotoOnAnIssueIsRefusedNotDropped() throws {
        let dir = try StoreCLI.temporaryDirectory("issue-photos")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try StoreCLI.jpeg.write(to: URL(fileURLWithPath: dir + "/a.jpg"))
        try StoreCLI.jpeg.write(to: URL(fileURLWithPath: dir + "/b.jpg"))
        let result = try FieldFix.run(["capture", "issue", "--category", "pothole", "--description", "Deep", "--photo", dir + "/a.jpg",
                                       "--photo", dir + "/b.jpg", "--source", "file:/nonexistent", "--store", dir + "/store"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("an issue keeps one photo, and 2 were given"), "\(result.stderr)")
    }

    // MARK: 4. The gate cannot be bypassed silently; the record says its source

    @Test func aGateAbove20MetresNeedsAnAcknowledgementThatTheRecordKeeps() throws {
        let dir = try StoreCLI.temporaryDirectory("gate")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let log = try Self.poor.write(in: URL(fileURLWithPath: dir), name: "poor.nmea")
        let refused = try FieldFix.run(["capture", "tree", "--species", "Z", "--max-accuracy", "500", "--source", "file:\(log)",
                                        "--store", dir + "/store"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--accept-poor-accuracy"), "\(refused.stderr)")
        let accepted = try FieldFix.run(["capture", "tree", "--species", "Z", "--max-accuracy", "500", "--accept-poor-accuracy",
                                         "--source", "file:\(log)", "--json", "--store", dir + "/store"])
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stderr.contains("the gate was raised to 500 m"), "\(accepted.stderr)")
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(accepted.stdout.utf8)) as? [String: Any])
        #expect(tree["maximumAccuracy"] as? Double == 500)
        #expect((tree["horizontalAccuracy"] as? Double ?? 0) > 20)
        #expect(tree["source"] as? String == "file")
        #expect(accepted.stderr.contains("possibly a recording"), "\(accepted.stderr)")

        // Its export imports elsewhere only with the same acknowledgement.
        _ = try FieldFix.run(["export", "trees", "-o", dir + "/poor.json", "--store", dir + "/store"])
        let imported = try FieldFix.run(["import", dir + "/poor.json", "--store", dir + "/other"])
        #expect(imported.status != 0 && imported.stderr.contains("not under the 20 m gate"), "\(imported.stderr)")
        let allowed = try FieldFix.run(["import", dir + "/poor.json", "--accept-poor-accuracy", "--store", dir + "/other"])
        #expect(allowed.status == 0, "\(allowed.stderr)")
    }

    @Test func aCaptureFromStandardInputSaysItCameFromARecording() throws {
        let dir = try StoreCLI.temporaryDirectory("stdin")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try FieldFix.run(["capture", "tree", "--species", "Z", "--source", "-", "--json", "--store", dir + "/store"],
                                            input: Data(Self.passing.text.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(tree["source"] as? String == "stdin")
        #expect(result.stderr.contains("comes from -, possibly a recording"), "\(result.stderr)")
        #expect(result.stderr.contains("its fix time 2026-11-22T12:00"), "\(result.stderr)")
    }

    // MARK: 5. Negative numbers as option values

    @Test func southernAndWesternCoordinatesAreValues() throws {
        let dir = try StoreCLI.temporaryDirectory("south")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = try RecordStore(directory: dir + "/store")
        _ = try store.saveTree(NewTree(species: "Ficus macrophylla"), at: StoreCLI.location(latitude: -33.8688, longitude: 151.2093))
        _ = try store.saveTree(NewTree(species: "Ceiba"), at: StoreCLI.location(latitude: -22.9068, longitude: -43.1729))
        let sydney = try FieldFix.run(["trees", "near", "--at", "-33.8688,151.2093", "--store", dir + "/store"])
        #expect(sydney.status == 0, "\(sydney.stderr)")
        #expect(sydney.stdout.contains("Ficus macrophylla") && !sydney.stdout.contains("Ceiba"), "\(sydney.stdout)")
        let rio = try FieldFix.run(["issues", "near", "--at", "-22.9068,-43.1729", "--store", dir + "/store"])
        #expect(rio.status == 0, "\(rio.stderr)")
        let radius = try FieldFix.run(["trees", "near", "--at", "-33.8688,151.2093", "--radius", "-5", "--store", dir + "/store"])
        #expect(radius.status == 64 && radius.stderr.contains("--radius must be a positive number"), "\(radius.stderr)")
        // The server's longest radius (SearchRadius), refused by the CLI too.
        let far = try FieldFix.run(["trees", "near", "--at", "-33.8688,151.2093", "--radius", "20037510", "--store", dir + "/store"])
        #expect(far.status == 64 && far.stderr.contains("--radius must be a positive number of metres, at most 20037509"), "\(far.stderr)")
        let gate = try FieldFix.run(["capture", "tree", "--species", "Z", "--max-accuracy", "-5", "--store", dir + "/store"])
        #expect(gate.stderr.contains("--max-accuracy must be a positive number"), "\(gate.stderr)")
        // The server's limits (CaptureSettings), checked before the wait for a fix.
        let average = try FieldFix.run(["capture", "tree", "--species", "Z", "--average", "1001", "--store", dir + "/store"])
        #expect(average.status == 64 && average.stderr.contains("--average must be from 1 to 1000 fixes"), "\(average.stderr)")
    }

    // MARK: 6. Reading commands never create a store

    @Test func aMistypedStoreIsReportedAndNotCreated() throws {
        let dir = try StoreCLI.temporaryDirectory("typo")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for command in [["trees", "list"], ["issues", "list"], ["collections", "list"], ["export", "trees", "-o", "-"]] {
            let result = try FieldFix.run(command + ["--store", dir + "/stroe"])
            #expect(result.status == 1, "\(command)")
            #expect(result.stderr.contains("no store at \(dir)/stroe"), "\(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/stroe"))
        let empty = try FieldFix.run(["trees", "list", "--store", ""])
        #expect(empty.status == 64 && empty.stderr.contains("--store must name a folder"), "\(empty.stderr)")
        let log = try Self.passing.write(in: URL(fileURLWithPath: dir), name: "pass.nmea")
        let capture = try FieldFix.run(["capture", "tree", "--species", "Z", "--source", "file:\(log)", "--store", dir + "/store"])
        #expect(capture.status == 0 && capture.stderr.contains("created a new store at \(dir)/store"), "\(capture.stderr)")
        let again = try FieldFix.run(["capture", "tree", "--species", "Z", "--source", "file:\(log)", "--store", dir + "/store"])
        #expect(again.status == 0 && !again.stderr.contains("created a new store"), "\(again.stderr)")
    }

    // MARK: 7. A file of the store this user cannot write is named, and fixing it is enough

    @Test func anUnwritableFileOfTheStoreIsNamedAndFixingItIsEnough() throws {
        guard getuid() == 0 else {
            skip("needs root to run fieldfix as another user (setpriv)")
            return
        }
        let dir = try StoreCLI.temporaryDirectory("wal")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = dir + "/store"
        _ = try RecordStore(directory: store).saveTree(NewTree(species: "Old"), at: StoreCLI.location())
        let log = try Self.passing.write(in: URL(fileURLWithPath: dir), name: "pass.nmea")
        chmod(dir, 0o755)
        chmod(log, 0o644)
        #expect(chown(store, 65534, 65534) == 0)
        for file in ["fieldfix.sqlite", "fieldfix.lock"] { #expect(chown(store + "/" + file, 65534, 65534) == 0) }
        func asNobody(_ arguments: [String]) throws -> ProgramResult {
            try Program("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", try FieldFix.binary()] + arguments,
                        environment: ["FIELDFIX_STORE": nil]).run()
        }
        let capture = ["capture", "tree", "--species", "Z", "--source", "file:\(log)", "--store", store]
        // photos/ still belongs to root: a capture with a photo is refused, one without is not.
        let photo = dir + "/bark.jpg"
        try StoreCLI.jpeg.write(to: URL(fileURLWithPath: photo))
        chmod(photo, 0o644)
        let photos = try asNobody(capture + ["--photo", photo])
        #expect(photos.status == 1 && photos.stderr.contains("\(store)/photos is not writable by this user"), "\(photos.stderr)")
        #expect(!photos.stderr.contains("acquiring"), "checked before the wait: \(photos.stderr)")
        let withoutPhoto = try asNobody(capture)
        #expect(withoutPhoto.status == 0, "\(withoutPhoto.stderr)")
        #expect(chown(store + "/photos", 65534, 65534) == 0)
        // A -wal file left by a run as root.
        #expect(FileManager.default.createFile(atPath: store + "/fieldfix.sqlite-wal", contents: nil))
        let wal = try asNobody(capture)
        #expect(wal.status == 1 && wal.stderr.contains("\(store)/fieldfix.sqlite-wal is not writable by this user"), "\(wal.stderr)")
        let delete = try asNobody(["trees", "delete", "1", "--store", store])
        #expect(delete.status == 1 && delete.stderr.contains("fieldfix.sqlite-wal is not writable by this user"), "\(delete.stderr)")
        #expect(chown(store + "/fieldfix.sqlite-wal", 65534, 65534) == 0)
        let fixed = try asNobody(capture)
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(try asNobody(["trees", "delete", "1", "--store", store]).status == 0)
        #expect(try RecordStore(directory: store).trees().map(\.species) == ["Z", "Z"])
    }

    // MARK: 8. Export format, unique names, missing folders

    @Test func theExtensionChoosesTheFormatAndAMismatchIsRefused() throws {
        let dir = try StoreCLI.temporaryDirectory("ext")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try RecordStore(directory: dir + "/store").saveTree(NewTree(species: "Z"), at: StoreCLI.location())
        let gpx = try FieldFix.run(["export", "trees", "-o", dir + "/exp/trees.gpx", "--store", dir + "/store"])
        #expect(gpx.status == 0, "\(gpx.stderr)")
        #expect(gpx.stderr.contains("created the folder \(dir)/exp"), "\(gpx.stderr)")
        let text = try String(contentsOfFile: dir + "/exp/trees.gpx", encoding: .utf8)
        #expect(text.hasPrefix("<?xml") && text.contains("<wpt "), "\(text.prefix(80))")
        let mismatch = try FieldFix.run(["export", "trees", "--format", "csv", "-o", dir + "/exp/x.gpx", "--store", dir + "/store"])
        #expect(mismatch.status == 64 && mismatch.stderr.contains("--format csv does not match"), "\(mismatch.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/exp/x.gpx"))
        for _ in 0..<3 {
            #expect(try FieldFix.run(["export", "trees", "-o", dir + "/folder/", "--store", dir + "/store"]).status == 0)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/folder").count == 3)
        // Four at the same time: each reserves its own name.
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            _ = try? FieldFix.run(["export", "trees", "-o", dir + "/together/", "--store", dir + "/store"])
        }
        let together = try FileManager.default.contentsOfDirectory(atPath: dir + "/together")
        #expect(together.count == 4, "\(together)")
        for name in together {
            #expect(try String(contentsOfFile: dir + "/together/" + name, encoding: .utf8).hasPrefix("id,latitude"), "\(name)")
        }
    }

    // MARK: 9. Delete is all or nothing, and asks on a terminal

    @Test func deleteIsAllOrNothing() throws {
        let dir = try StoreCLI.temporaryDirectory("delete")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = try RecordStore(directory: dir + "/store")
        for species in ["A", "B"] { _ = try store.saveTree(NewTree(species: species), at: StoreCLI.location()) }
        let result = try FieldFix.run(["trees", "delete", "1", "998", "2", "--store", dir + "/store"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("no tree with id 998; nothing deleted"), "\(result.stderr)")
        #expect(try store.trees().count == 2)
    }

    @Test func deletingSeveralAsksOnATerminal() throws {
        let dir = try StoreCLI.temporaryDirectory("confirm")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = try RecordStore(directory: dir + "/store")
        for species in ["A", "B"] { _ = try store.saveTree(NewTree(species: species), at: StoreCLI.location()) }
        let no = try PseudoTerminal().run(["trees", "delete", "1", "2", "--store", dir + "/store"], onTerminal: [2], typing: "n\n")
        #expect(no.status == 1)
        #expect(no.terminal.contains("Delete 2 trees (ids 1 2)? [y/N]"), "\(no.terminal)")
        #expect(try store.trees().count == 2)
        let yes = try PseudoTerminal().run(["trees", "delete", "1", "2", "--store", dir + "/store"], onTerminal: [2], typing: "y\n")
        #expect(yes.status == 0, "\(yes.terminal)")
        #expect(try store.trees().isEmpty)
        _ = try store.saveTree(NewTree(species: "C"), at: StoreCLI.location())
        _ = try store.saveTree(NewTree(species: "D"), at: StoreCLI.location())
        let skip = try PseudoTerminal().run(["trees", "delete", "3", "4", "--yes", "--store", dir + "/store"], onTerminal: [2])
        #expect(skip.status == 0 && !skip.terminal.contains("[y/N]"), "\(skip.terminal)")
        #expect(try store.trees().isEmpty)
    }

    // MARK: 10. Both heights

    @Test func bothHeightsAreKeptAndEachFormatWritesItsOwn() throws {
        let dir = try StoreCLI.temporaryDirectory("heights")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let log = try Self.passing.write(in: URL(fileURLWithPath: dir), name: "pass.nmea")
        let capture = try FieldFix.run(["capture", "tree", "--species", "Z", "--source", "file:\(log)", "--json", "--store", dir + "/store"])
        #expect(capture.status == 0, "\(capture.stderr)")
        // The log's GGA: 35.0 m above sea level, geoid 47.0 m above the ellipsoid.
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(capture.stdout.utf8)) as? [String: Any])
        #expect(tree["altitude"] as? Double == 35 && tree["altitudeHAE"] as? Double == 82)
        #expect(tree["geoidSeparation"] as? Double == 47 && tree["geoidSeparationSource"] as? String == "receiver")
        let geojson = try FieldFix.run(["export", "trees", "-o", "-", "--format", "geojson", "--store", dir + "/store"])
        let features = try #require((try JSONSerialization.jsonObject(with: Data(geojson.stdout.utf8)) as? [String: Any])?["features"] as? [[String: Any]])
        let coordinates = try #require((features.first?["geometry"] as? [String: Any])?["coordinates"] as? [Double])
        #expect(coordinates.count == 3 && coordinates[2] == 82)  // degrees written to 1e-9 (docs/vocabulary.md)
        #expect(abs(coordinates[0] - CaptureLogBase.longitude) <= 5e-10 && abs(coordinates[1] - CaptureLogBase.latitude) <= 5e-10)
        let gpx = try FieldFix.run(["export", "trees", "-o", "-", "--format", "gpx", "--store", dir + "/store"])
        #expect(gpx.stdout.contains("<ele>35.0</ele>") && gpx.stdout.contains("<geoidheight>47.0</geoidheight>"), "\(gpx.stdout)")
        let show = try FieldFix.run(["trees", "show", "1", "--store", dir + "/store"])
        for line in ["altitude: 35.0 m above mean sea level", "height above the WGS 84 ellipsoid: 82.0 m",
                     "geoid separation: 47.0 m (receiver)", "source: file (possibly a recording"] {
            #expect(show.stdout.contains(line), "\(line): \(show.stdout)")
        }
    }

    // MARK: 11. Control characters never reach the terminal

    @Test func escapeSequencesInRecordsArePrintedAsText() throws {
        let dir = try StoreCLI.temporaryDirectory("escape")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = try RecordStore(directory: dir + "/store")
        let hostile = "Malus\u{1B}]0;owned\u{07}\u{1B}[2J\u{9B}31m\u{202E}"
        _ = try store.saveTree(NewTree(species: hostile, notes: "line\u{1B}[1A", collection: .named("C\u{1B}[31m")), at: StoreCLI.location())
        for command in [["trees", "list"], ["trees", "show", "1"], ["trees", "near", "--at", "52.52,13.405"], ["collections", "list"]] {
            let result = try FieldFix.run(command + ["--store", dir + "/store"])
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B || $0.value == 0x202E },
                    "\(command)")
            #expect(command[0] == "collections" || result.stdout.contains("Malus\\x1B]0;owned\\x07\\x1B[2J\\x9B31m\\u202E"), "\(result.stdout)")
        }
        let error = try FieldFix.run(["trees", "list", "--collection", "X\u{1B}[31m", "--store", dir + "/store"])
        #expect(error.status != 0 && error.stderr.contains("X\\x1B[31m") && !error.stderr.contains("\u{1B}"), "\(error.stderr)")
        let json = try FieldFix.run(["trees", "list", "--json", "--store", dir + "/store"])
        #expect(json.stdout.contains("\\u001b]0;owned"), "JSON keeps the text, escaped: \(json.stdout)")
    }

    // MARK: 12. Smaller ones

    @Test func versionUsageAndSingulars() throws {
        let version = try FieldFix.run(["--version"])
        #expect(version.status == 0 && version.stdout.hasPrefix("fieldfix "), "\(version.stdout)")
        let bare = try FieldFix.run([])
        #expect(bare.status == 64 && bare.stderr.contains("USAGE: fieldfix <subcommand>"), "\(bare.stderr)")
        let dir = try StoreCLI.temporaryDirectory("singular")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = try StoreCLI.exportFile(trees: 1, in: dir)
        let one = try FieldFix.run(["import", file, "--store", dir + "/store"])
        #expect(one.stdout.contains("imported 1 tree with 1 photo"), "\(one.stdout)")
        let log = CaptureLog(epochs: [.init(north: 0, east: 0, sigma: 3)])
        let path = try log.write(in: URL(fileURLWithPath: dir), name: "one.nmea")
        let mean = try FieldFix.run(["capture", "tree", "--species", "Z", "--average", "1", "--source", "file:\(path)", "--store", dir + "/store"])
        #expect(mean.stdout.contains("mean of 1 fix over"), "\(mean.stdout)")
    }

    /// A port another program holds, or a file that cannot be written, is the system's
    /// refusal, not a mistake on the command line: `simulate` and `serve` exit 1 with what
    /// they tried and the reason, and no usage text.
    @Test func theSystemsRefusalsAreFailuresNotUsageErrors() throws {
        let (listener, port) = Loopback.tcpListener()
        defer { close(listener) }
        let busy = try FieldFix.run(["simulate", "--serve", "tcp://:\(port)", "--duration", "1"])
        #expect(busy.status == 1, "\(busy.stderr)")
        #expect(busy.stderr.contains("fieldfix simulate: cannot serve: listen on 127.0.0.1:\(port): Address already in use"), "\(busy.stderr)")
        #expect(!busy.stderr.contains("Usage"), "\(busy.stderr)")
        let dir = try StoreCLI.temporaryDirectory("busy")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let serve = try FieldFix.run(["serve", "--listen", "127.0.0.1:\(port)", "--source", "file:" + RecordedLogs.projectRoot.appendingPathComponent("Recordings/garbage.nmea").path, "--store", dir])
        #expect(serve.status == 1, "\(serve.stderr)")
        #expect(serve.stderr.contains("listen on 127.0.0.1:\(port): Address already in use"), "\(serve.stderr)")
        for option in ["--output", "--truth"] {
            let unwritable = try FieldFix.run(["simulate", "--duration", "1", option, dir + "/missing/file"])
            #expect(unwritable.status == 1, "\(option): \(unwritable.stderr)")
            #expect(unwritable.stderr.contains("cannot write \(dir)/missing/file: No such file or directory")
                    && !unwritable.stderr.contains("Usage"), "\(option): \(unwritable.stderr)")
        }
    }

    /// `serve --max-connections` must fit the process's open-file limit, which is what the
    /// limit protects; a count that does not, or one that is not positive, is a usage error.
    @Test func serveKeepsItsConnectionLimitWithinUlimit() throws {
        let tight = try Program("/bin/bash", ["-c", "ulimit -n 200 && exec \"$0\" serve --max-connections 100", FieldFix.binary()]).run()
        #expect(tight.status == 64, "\(tight.stderr)")
        #expect(tight.stderr.contains("--max-connections 100 does not fit in this process's limit of 200 open files (ulimit -n): at most 68"),
                "\(tight.stderr)")
        let none = try FieldFix.run(["serve", "--max-connections", "0"])
        #expect(none.status == 64 && none.stderr.contains("--max-connections must be a positive number, not 0"), "\(none.stderr)")
    }

    @Test func timeFiltersTakeTheListedFormAndSayWhatTheyMatch() throws {
        let dir = try StoreCLI.temporaryDirectory("time")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = try RecordStore(directory: dir + "/store")
        let created = Date(timeIntervalSince1970: 1_710_500_000)  // 2024-03-15
        let tree = try store.saveTree(NewTree(species: "Z"), at: StoreCLI.location(), now: created)
        _ = try store.editTree(id: tree.id, TreeChanges(notes: "pruned"), now: created.addingTimeInterval(5 * 86_400))
        let list = try FieldFix.run(["trees", "list", "--store", dir + "/store"])
        let printed = try #require(list.stdout.split(separator: "\t").dropFirst().first.map(String.init))
        let minute = try FieldFix.run(["trees", "list", "--from", printed, "--to", printed, "--store", dir + "/store"])
        #expect(minute.status == 0 && minute.stdout.contains("\tZ\t"), "\(printed): \(minute.stderr)")
        let editedLater = created.addingTimeInterval(3 * 86_400)
        let day = Timestamp.iso8601(editedLater).prefix(10)
        let overlap = try FieldFix.run(["trees", "list", "--from", String(day), "--store", dir + "/store"])
        #expect(overlap.stdout.contains("\tZ\t"), "created before, edited within: \(overlap.stdout)")
        let createdOnly = try FieldFix.run(["trees", "list", "--from", String(day), "--created-only", "--store", dir + "/store"])
        #expect(createdOnly.status == 0 && createdOnly.stdout.isEmpty, "\(createdOnly.stdout)")
        // An issue's interval is the same: its report to its last edit.
        let issue = try store.saveIssue(NewIssue(category: .pothole, description: "Deep"), at: StoreCLI.location(), now: created)
        _ = try store.editIssue(id: issue.id, IssueChanges(description: "Deeper"), now: created.addingTimeInterval(5 * 86_400))
        let issues = try FieldFix.run(["issues", "list", "--from", String(day), "--store", dir + "/store"])
        #expect(issues.stdout.contains("\tDeeper\t"), "reported before, edited within: \(issues.stdout)")
        let reported = try FieldFix.run(["issues", "list", "--from", String(day), "--created-only", "--store", dir + "/store"])
        #expect(reported.status == 0 && reported.stdout.isEmpty, "\(reported.stdout)")
    }

    @Test func anUnknownOptionIsReportedBeforeNothingToChange() throws {
        let dir = try StoreCLI.temporaryDirectory("edit")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try RecordStore(directory: dir + "/store").saveTree(NewTree(species: "Z"), at: StoreCLI.location())
        let result = try FieldFix.run(["trees", "edit", "1", "--colour", "red", "--store", dir + "/store"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("Unknown option '--colour'") && !result.stderr.contains("nothing to change"), "\(result.stderr)")
    }

    @Test func notesComeFromAFileWithinTheLimit() throws {
        let dir = try StoreCLI.temporaryDirectory("notes")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let log = try Self.passing.write(in: URL(fileURLWithPath: dir), name: "pass.nmea")
        try "Planted 1998.\nGraft union low.\n".write(toFile: dir + "/notes.txt", atomically: true, encoding: .utf8)
        let saved = try FieldFix.run(["capture", "tree", "--species", "Z", "--notes-file", dir + "/notes.txt", "--source", "file:\(log)",
                                      "--json", "--store", dir + "/store"])
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stdout.contains("\"notes\":\"Planted 1998.\\nGraft union low.\""), "\(saved.stdout)")
        let long = try FieldFix.run(["capture", "tree", "--species", "Z", "--notes", String(repeating: "x", count: 10_001),
                                     "--source", "file:\(log)", "--store", dir + "/store"])
        #expect(long.status == 64 && long.stderr.contains("at most 10000 are kept"), "\(long.stderr)")
    }

    @Test func sigtermEndsLiveWith143() throws {
        let dir = try StoreCLI.temporaryDirectory("sigterm")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let log = try CaptureLog(epochs: (0..<60).map { .init(north: $0, east: 0, sigma: 3) }).write(in: URL(fileURLWithPath: dir), name: "paced.nmea")
        let live = try FieldFix.start(["live", "--source", "file:\(log)?speed=1"])
        try live.wait(for: "a first fix", in: .stdout) { $0.contains("\n") ? () : nil }
        live.signal(SIGTERM)
        let result = try live.finish(timeout: 30)
        #expect(result.exited && result.status == 143, "\(result)")
    }

    @Test func captureTakesAConfidenceOf95() throws {
        let dir = try StoreCLI.temporaryDirectory("confidence")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let log = try Self.passing.write(in: URL(fileURLWithPath: dir), name: "pass.nmea")
        let result = try FieldFix.run(["capture", "tree", "--species", "Z", "--confidence", "95", "--source", "file:\(log)",
                                       "--json", "--store", dir + "/store"])
        #expect(result.status == 0, "\(result.stderr)")
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(tree["accuracyConfidence"] as? Double == 0.95)
        #expect(abs((tree["horizontalAccuracy"] as? Double ?? 0) - 3 * Confidence.p95.rayleighQuantile) <= 0.0005)  // to the mm
    }

    @Test func colourFollowsNoColorAndTerm() throws {
        let dir = try StoreCLI.temporaryDirectory("colour")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let log = try Self.passing.write(in: URL(fileURLWithPath: dir), name: "pass.nmea")
        func replay(_ environment: [String: String?]) throws -> String {
            try PseudoTerminal().run(["replay", log], onTerminal: [1], environment: environment).terminal
        }
        #expect(try replay([:]).contains("\u{1B}["), "a terminal gets colour")
        #expect(try replay(["NO_COLOR": ""]).contains("\u{1B}["), "an empty NO_COLOR does not count")
        #expect(try !replay(["NO_COLOR": "1"]).contains("\u{1B}["))
        #expect(try !replay(["TERM": "dumb"]).contains("\u{1B}["))
    }
}

/// The base point of ``CaptureLog``, in degrees.
enum CaptureLogBase {
    static let latitude = CaptureLog(epochs: [.init(north: 0, east: 0, sigma: 1)]).latitude(0)
    static let longitude = CaptureLog(epochs: [.init(north: 0, east: 0, sigma: 1)]).longitude(0)
}
