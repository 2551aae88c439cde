import Foundation
import Synchronization
import TestSupport
import Testing
@testable import FieldStore
#if canImport(Glibc)
import Glibc
#endif

@Suite struct StoreConcurrencyTests {
    /// Two processes importing into one store at the same time, eight imports each: every
    /// import succeeds and every record is there.
    @Test func twoWritersBothSucceed() throws {
        let dir = try StoreCLI.temporaryDirectory("concurrent")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = try StoreCLI.exportFile(trees: 20, recordIDs: false, in: dir)
        let storeDir = dir + "/store"
        let runs = 8
        let results = Mutex<[String: Result<ProgramResult, any Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            for run in 0..<runs {
                let name = "writer\(writer)-\(run)"
                let result = Result { try FieldFix.run(["import", file, "--collection", name, "--store", storeDir]) }
                results.withLock { $0[name] = result }
            }
        }
        let all = results.withLock { $0 }
        #expect(all.count == 2 * runs)
        for (name, result) in all { #expect((try? result.get())?.status == 0, "\(name): \(result)") }
        let store = try RecordStore(directory: storeDir)
        #expect(try store.trees().count == 2 * runs * 20)
        #expect(try store.collections().allSatisfy { $0.treeCount == 20 })
        #expect(try store.checkIntegrity() == [])
    }

    /// A process killed with SIGKILL while importing leaves the store consistent: the
    /// acknowledged imports are all there, the killed one is all there or not at all, and
    /// no photo file is left over once the store is opened again.
    @Test func sigkillDuringSavesLeavesAConsistentStore() throws {
        let dir = try StoreCLI.temporaryDirectory("sigkill")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let small = try StoreCLI.exportFile(trees: 2, recordIDs: false, in: dir)
        let big = try StoreCLI.exportFile(trees: 1500, photos: 40, recordIDs: false, in: dir)
        let storeDir = dir + "/store"
        var acknowledged: [String] = []
        var killedMidway = 0
        for round in 0..<8 {
            let ack = try FieldFix.run(["import", small, "--collection", "ack-\(round)", "--store", storeDir])
            #expect(ack.status == 0, "\(ack.stderr)")
            acknowledged.append("ack-\(round)")
            let running = try FieldFix.start(["import", big, "--collection", "big-\(round)", "--store", storeDir])
            // Killed from just after start to about when the import would finish (open, decode,
            // staging photos, each fsynced, transaction with renames), unless it ended before.
            if !running.waitForExit(timeout: 0.04 + Double(round) * 0.09) { running.signal(SIGKILL) }
            if try !running.finish(timeout: 60).exited { killedMidway += 1 }
        }
        let store = try RecordStore(directory: storeDir)
        let committed = try store.collections().filter { $0.name.hasPrefix("big-") }.count
        print("SIGKILL test: \(killedMidway) of 8 imports killed before they exited, \(committed) committed")
        #expect(try store.checkIntegrity() == [])
        let counts = Dictionary(uniqueKeysWithValues: try store.collections().map { ($0.name, $0.treeCount) })
        for name in acknowledged { #expect(counts[name] == 2, "\(name)") }
        for (name, count) in counts where name.hasPrefix("big-") { #expect(count == 1500, "\(name) has \(count) trees") }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.photosDirectory).filter { $0.hasPrefix(".tmp-") }
        #expect(leftovers.isEmpty)
    }
}
