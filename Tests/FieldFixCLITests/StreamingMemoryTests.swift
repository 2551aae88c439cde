import Foundation
import Testing
import TestSupport

/// The log commands stream their input (1 MiB reads; decode writes its lines in 64 KiB
/// blocks), so their peak memory does not grow with the file: a 16 MiB log may take at most
/// 4 MiB more than a 1 MiB one. A command that read its file whole would grow by 15 MiB.
@Suite(.attacks("source-floods")) struct StreamingMemoryTests {
    /// A log of about `megabytes` MiB: one-second epochs (GGA, GSA, RMC) and two GSV.
    static func log(megabytes: Int, in directory: String) throws -> String {
        let block = (0..<60).map { second in
            TestNMEA.epoch(second)
                + TestNMEA.sentence("GPGSV,2,1,07,01,40,083,46,02,17,308,41,12,07,344,39,14,22,228,45")
                + TestNMEA.sentence("GPGSV,2,2,07,15,10,100,30,17,55,020,44,19,33,190,40")
        }.joined()
        let data = Data(String(repeating: block, count: max(1, megabytes * (1 << 20) / block.utf8.count)).utf8)
        let path = directory + "/log-\(megabytes).nmea"
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: [["bench", "--stage", "parse"], ["bench", "--stage", "fix"], ["replay", "--json"], ["decode", "--json"]])
    func peakMemoryDoesNotGrowWithTheLog(command: [String]) throws {
        let directory = try StoreCLI.temporaryDirectory("streaming")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let smallLog = try Self.log(megabytes: 1, in: directory)
        var small = try StoreCLI.runMeasuringMemory(command + [smallLog])
        let large = try StoreCLI.runMeasuringMemory(command + [try Self.log(megabytes: 16, in: directory)])
        #expect(small.status == 0 && large.status == 0)
        // Polling can only miss the end of a peak, and the short run is the likelier to be
        // missed on a loaded machine: it is measured again, up to twice, keeping the highest.
        for _ in 0..<2 where large.maxRSSKiB - small.maxRSSKiB >= 4 * 1024 {
            let again = try StoreCLI.runMeasuringMemory(command + [smallLog])
            if again.maxRSSKiB > small.maxRSSKiB { small = again }
        }
        print("\(command.joined(separator: " ")) peak RSS: 1 MiB log \(small.maxRSSKiB) KiB, 16 MiB log \(large.maxRSSKiB) KiB")
        #expect(large.maxRSSKiB - small.maxRSSKiB < 4 * 1024,
                "peak RSS grew from \(small.maxRSSKiB) to \(large.maxRSSKiB) KiB")
    }
}
