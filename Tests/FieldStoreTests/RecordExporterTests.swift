import Foundation
import FrontEnd
import Output
import TestSupport
import Testing
@testable import FieldStore

@Suite struct RecordExporterTests {
    /// A store with two trees (one hostile-looking text, one at the antimeridian) and an issue.
    private func populated() throws -> TemporaryStore {
        let temp = try TemporaryStore()
        let photo = try Fixtures.file(Fixtures.png, name: "p.png")
        _ = try temp.store.saveTree(
            NewTree(species: "=cmd|' /C calc'!A0", notes: "line one\nline \"two\", end", collection: .named("Victoria's Orchard"),
                    photos: [photo],
                    context: CaptureContext(origin: .device, ellipsoidalHeight: 57.5, geoidSeparation: 22, geoidSeparationSource: "receiver")),
            at: Fixtures.location(latitude: -33.8688, longitude: 151.2093), now: Fixtures.t0)
        _ = try temp.store.saveTree(NewTree(species: "Olea <europaea> & co", collection: .none),
                                    at: Fixtures.location(latitude: 10, longitude: 180, method: .auto),
                                    now: Fixtures.t0.addingTimeInterval(1))
        _ = try temp.store.saveIssue(NewIssue(category: .pothole, description: "Deep hole\u{1}"),
                                     at: Fixtures.location(latitude: -0.0000001, longitude: 1e-9), now: Fixtures.t0)
        return temp
    }

    private func export(_ store: RecordStore, _ format: ExportFormat, trees: Bool = true, photos: Bool = false,
                        filter: TreeFilter = TreeFilter()) throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/export-\(UUID().uuidString).\(format.fileExtension)"
        defer { try? FileManager.default.removeItem(atPath: path) }
        if trees {
            try store.exportTrees(filter, format: format, includePhotos: photos, to: .file(path), now: Fixtures.t0)
        } else {
            try store.exportIssues(format: format, includePhotos: photos, to: .file(path), now: Fixtures.t0)
        }
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func csvQuotesAndProtectsText() throws {
        let temp = try populated()
        defer { temp.cleanup() }
        let csv = try export(temp.store, .csv)
        let lines = csv.components(separatedBy: "\r\n")
        #expect(lines[0].hasPrefix("id,latitude,longitude,altitude,horizontalAccuracy,accuracyConfidence,accuracySource,"))
        #expect(lines[0].contains(",averageScatter,uid,source,altitudeHAE,geoidSeparation,geoidSeparationSource,species,"), "\(lines[0])")
        #expect(lines[0].hasSuffix(",species,variety,rootstock,notes,photos,collection,createdAt,updatedAt"))
        #expect(lines[1].hasPrefix("2,10.0,180.0,35.5,4.2,0.68,receiver,"))
        #expect(lines[2].hasPrefix("1,-33.8688,151.2093,"))
        #expect(lines[2].contains(",device,57.5,22.0,receiver,"), "\(lines[2])")
        #expect(csv.contains(",'=cmd|' /C calc'!A0,,,\"line one\nline \"\"two\"\", end\",tree-1-1.png,Victoria's Orchard,2024-03-15T14:30:22.123Z,"))
        #expect(lines.last == "")
    }

    @Test func jsonHasVersionFieldNamesAndOptionalPhotos() throws {
        let temp = try populated()
        defer { temp.cleanup() }
        let withoutData = try JSONSerialization.jsonObject(with: Data(try export(temp.store, .json).utf8)) as! [String: Any]
        #expect(withoutData["format"] as? String == "fieldfix-records")
        #expect(withoutData["version"] as? Int == 1)
        #expect(withoutData["kind"] as? String == "trees")
        let records = withoutData["records"] as! [[String: Any]]
        #expect(records.count == 2)
        let first = records[1]
        for key in ["id", "latitude", "longitude", "horizontalAccuracy", "accuracyConfidence", "accuracySource", "altitude",
                    "species", "variety", "rootstock", "notes", "photos", "collection", "createdAt", "updatedAt",
                    "fixQuality", "satellites", "hdop", "speed", "course", "captureMethod"] {
            #expect(first.keys.contains(key), "\(key)")
        }
        #expect(first["accuracyConfidence"] as? Double == 0.68)
        #expect(first["createdAt"] as? String == "2024-03-15T14:30:22.123Z")
        let photo = (first["photos"] as! [[String: Any]])[0]
        #expect(photo["file"] as? String == "tree-1-1.png" && photo["data"] == nil)
        let withData = try JSONSerialization.jsonObject(with: Data(try export(temp.store, .json, photos: true).utf8)) as! [String: Any]
        let embedded = (((withData["records"] as! [[String: Any]])[1]["photos"]) as! [[String: Any]])[0]
        #expect(Data(base64Encoded: embedded["data"] as! String) == Fixtures.png)
    }

    @Test func issuesSayWhenTheyWereLastEdited() throws {
        let temp = try populated()
        defer { temp.cleanup() }
        let unedited = try export(temp.store, .csv, trees: false).components(separatedBy: "\r\n")
        #expect(unedited[0].hasSuffix(",category,description,photo,createdAt,updatedAt"), "\(unedited[0])")
        #expect(unedited[1].hasSuffix(",2024-03-15T14:30:22.123Z,2024-03-15T14:30:22.123Z"), "\(unedited[1])")
        let id = try #require(try temp.store.issues().first?.id)
        _ = try temp.store.editIssue(id: id, IssueChanges(category: .garbage), now: Fixtures.t0.addingTimeInterval(60))
        let edited = try export(temp.store, .csv, trees: false).components(separatedBy: "\r\n")
        #expect(edited[1].hasSuffix(",2024-03-15T14:30:22.123Z,2024-03-15T14:31:22.123Z"), "\(edited[1])")
        for format in [ExportFormat.json, .geojson] {
            let json = try JSONSerialization.jsonObject(with: Data(try export(temp.store, format, trees: false).utf8)) as! [String: Any]
            let record = format == .json ? (json["records"] as! [[String: Any]])[0]
                : (json["features"] as! [[String: Any]])[0]["properties"] as! [String: Any]
            #expect(record["createdAt"] as? String == "2024-03-15T14:30:22.123Z", "\(format)")
            #expect(record["updatedAt"] as? String == "2024-03-15T14:31:22.123Z", "\(format)")
        }
    }

    @Test func geojsonIsLongitudeFirst() throws {
        let temp = try populated()
        defer { temp.cleanup() }
        let json = try JSONSerialization.jsonObject(with: Data(try export(temp.store, .geojson).utf8)) as! [String: Any]
        #expect(json["type"] as? String == "FeatureCollection")
        let feature = (json["features"] as! [[String: Any]])[1]
        let geometry = feature["geometry"] as! [String: Any]
        #expect(geometry["type"] as? String == "Point")
        // RFC 7946: the third element is the height above the ellipsoid (sea level 35.5 m +
        // separation 22 m), never the sea-level height; a record without it has two.
        #expect(geometry["coordinates"] as? [Double] == [151.2093, -33.8688, 57.5])
        let other = (json["features"] as! [[String: Any]])[0]["geometry"] as! [String: Any]
        #expect((other["coordinates"] as? [Double])?.count == 2)
        #expect((feature["properties"] as! [String: Any])["species"] as? String == "=cmd|' /C calc'!A0")
    }

    @Test func emptyExportsAreValid() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        for format in [ExportFormat.json, .geojson] {
            _ = try JSONSerialization.jsonObject(with: Data(try export(temp.store, format).utf8))
        }
        #expect(try export(temp.store, .gpx).hasSuffix("</metadata>\n</gpx>\n"))
    }

    @Test func fileNamesUseTheCollectionSlug() {
        let utc = TimeZone(identifier: "UTC")!
        let date = Date(timeIntervalSince1970: 1_710_513_022)
        #expect(ExportTarget.fileName(kind: "trees", collection: nil, date: date, format: .csv, timeZone: utc)
                == "trees_2024-03-15_143022.csv")
        #expect(ExportTarget.fileName(kind: "trees", collection: "Victoria's Orchard", date: date, format: .gpx, timeZone: utc)
                == "victorias_orchard_2024-03-15_143022.gpx")
        #expect(ExportTarget.slug("Café  Ölbäume / 2") == "cafe_olbaume_2")
        #expect(ExportTarget.slug("../..") == "collection")
    }

    @Test func gpxIsValidAgainstTheGPX11Schema() throws {
        guard let schema = GPXSchema.path() else {
            print("skipped: the GPX 1.1 schema is not available (no pytrainer package, no apt-get download)")
            return
        }
        let temp = try populated()
        defer { temp.cleanup() }
        for trees in [true, false] {
            let gpx = try export(temp.store, .gpx, trees: trees)
            #expect(gpx.contains("<name>Olea &lt;europaea&gt; &amp; co</name>") || !trees)
            #expect(gpx.contains("lon=\"-180.0\"") || !trees)
            #expect(gpx.contains("<ele>35.5</ele><time>2024-03-15T14:30:22.123Z</time><geoidheight>22.0</geoidheight>") || !trees, "\(gpx)")
            #expect(gpx.contains("lat=\"-0.0000001\" lon=\"0.000000001\"") || trees)
            let file = FileManager.default.temporaryDirectory.path + "/\(UUID().uuidString).gpx"
            try gpx.write(toFile: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: file) }
            let (status, output) = try GPXSchema.run("/usr/bin/xmllint", ["--noout", "--nonet", "--schema", schema, file])
            #expect(status == 0, "\(output)")
        }
    }
}

/// The GPX 1.1 schema from Debian's pytrainer package, installed or downloaded once.
enum GPXSchema {
    static let installed = "/usr/share/pytrainer/schemas/Topografix_gpx11.xsd"

    static func path() -> String? {
        if FileManager.default.fileExists(atPath: installed) { return installed }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") else { return nil }
        let dir = FileManager.default.temporaryDirectory.path + "/fieldfix-gpx-schema"
        let xsd = dir + "/usr/share/pytrainer/schemas/Topografix_gpx11.xsd"
        if FileManager.default.fileExists(atPath: xsd) { return xsd }
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        guard (try? run("/usr/bin/apt-get", ["download", "pytrainer"], in: dir))?.0 == 0,
              let deb = try? FileManager.default.contentsOfDirectory(atPath: dir).first(where: { $0.hasSuffix(".deb") }),
              (try? run("/usr/bin/dpkg-deb", ["-x", dir + "/" + deb, dir]))?.0 == 0 else { return nil }
        return FileManager.default.fileExists(atPath: xsd) ? xsd : nil
    }

    static func run(_ tool: String, _ arguments: [String], in directory: String? = nil) throws -> (Int32, String) {
        let result = try Program(tool, arguments, directory: directory).run()
        return (result.status, result.stdout + result.stderr)
    }
}
