// Fuzzes the JSON importer against a real store: never a crash, and an import either adds
// all of its records or (when refused) none, leaving the database intact.
import CFuzzerDriver
import FieldStore
import Foundation

// On tmpfs when there is one: the store fsyncs, and a disk would make each run slow.
let scratchRoot = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
let scratch = "\(scratchRoot)/fieldfix-fuzz-import-\(getpid())"
try? FileManager.default.removeItem(atPath: scratch)
let store = try! RecordStore(directory: scratch + "/store")
let input = scratch + "/input.json"
nonisolated(unsafe) var attempt = 0

func recordCount() -> Int {
    (try! store.trees().count) + (try! store.issues().count)
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    attempt += 1
    FileManager.default.createFile(atPath: input, contents: Data(bytes: data!, count: size))
    let before = recordCount()
    do {
        let summary = try store.importRecords(from: input, collection: "fuzz \(attempt)")
        if recordCount() != before + summary.count { fatalError("import miscounted: \(summary)") }
    } catch {
        if recordCount() != before { fatalError("a refused import wrote records: \(error)") }
    }
    return 0
})
