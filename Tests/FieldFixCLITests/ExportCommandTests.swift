import Foundation
import TestSupport
import Testing
@testable import FieldStore

@Suite struct ExportCommandTests {
    @Test func filesInAFolderAreNamedByCollectionSlugAndTime() throws {
        let dir = try StoreCLI.temporaryDirectory("export")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = try RecordStore(directory: dir + "/store")
        _ = try store.saveTree(NewTree(species: "Malus", collection: .named("Victoria's Orchard")), at: StoreCLI.location())
        let out = dir + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        for (extra, pattern) in [(["--collection", "Victoria's Orchard", "--format", "gpx"], #"^victorias_orchard_\d{4}-\d\d-\d\d_\d{6}\.gpx$"#),
                                 (["--format", "geojson"], #"^trees_\d{4}-\d\d-\d\d_\d{6}\.geojson$"#)] {
            let result = try FieldFix.run(["export", "trees", "--output", out, "--store", dir + "/store"] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let names = try FileManager.default.contentsOfDirectory(atPath: out)
            #expect(names.contains { $0.range(of: pattern, options: .regularExpression) != nil }, "\(names)")
        }
        let csv = try FieldFix.run(["export", "trees", "-o", "-", "--store", dir + "/store"])
        #expect(csv.stdout.hasPrefix("id,latitude,longitude,") && csv.stdout.contains(",Malus,"))
        let refused = try FieldFix.run(["export", "issues", "--collection", "X", "--store", dir + "/store"])
        #expect(refused.status != 0 && refused.stderr.contains("--collection applies to trees only"))
    }

    /// Exporting 100 000 trees must not take more memory than exporting 1 000: the exporter
    /// streams rows from a cursor to a 64 KiB buffer. The JSON of 100 000 trees is about
    /// 80 MB, so a buffered export would grow by far more than the 16 MiB allowed.
    @Test func exportMemoryDoesNotGrowWithRecordCount() throws {
        let dir = try StoreCLI.temporaryDirectory("memory")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var peaks: [Int: Int] = [:]
        for count in [1_000, 100_000] {
            let store = try RecordStore(directory: dir + "/store-\(count)")
            let template = try store.saveTree(NewTree(species: "Template", notes: String(repeating: "n", count: 200)), at: StoreCLI.location())
            try store.write("fill") { db in
                for i in 2...count {
                    var tree = template
                    tree.id = Int64(i)
                    tree.uid = UUID()
                    try tree.insert(db)
                }
            }
            let output = dir + "/export-\(count).json"
            let run = try StoreCLI.runMeasuringMemory(["export", "trees", "--format", "json", "-o", output, "--store", store.directory])
            #expect(run.status == 0)
            let size = try FileManager.default.attributesOfItem(atPath: output)[.size] as! Int
            #expect(size > count * 700)
            peaks[count] = run.maxRSSKiB
            try FileManager.default.removeItem(atPath: output)
        }
        let growth = peaks[100_000]! - peaks[1_000]!
        print("export peak RSS: 1 000 trees \(peaks[1_000]!) KiB, 100 000 trees \(peaks[100_000]!) KiB")
        #expect(growth < 16 * 1024, "peak RSS grew by \(growth) KiB")
    }
}
