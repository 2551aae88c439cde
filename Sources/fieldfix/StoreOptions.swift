import ArgumentParser
import FieldStore
import Foundation

/// `--store DIR`: which record store a command uses (default: `FIELDFIX_STORE`, then
/// `$XDG_DATA_HOME/fieldfix`, then `~/.local/share/fieldfix`).
struct StoreOptions: ParsableArguments {
    @Option(name: .customLong("store"), help: ArgumentHelp(
        "The store directory (default: $FIELDFIX_STORE, else $XDG_DATA_HOME/fieldfix, else ~/.local/share/fieldfix).",
        valueName: "DIR"))
    var directory: String?

    /// Opens the store, creating it when needed.
    func open() throws -> RecordStore {
        try RecordStore(directory: RecordStore.directory(explicit: directory))
    }

    /// Checks, before a capture, that its record can be saved, so that the field worker
    /// learns it before waiting for a fix rather than after: a store that exists is opened
    /// (and returned, to save into); one that does not is created only when the record is
    /// saved (a cancelled capture leaves nothing behind), so the nearest folder that exists
    /// on its path must be one this process can write in.
    ///
    /// - Throws: `StoreError` (`cannotOpen`) naming the store and the problem.
    func openBeforeCapture() throws -> RecordStore? {
        let path = RecordStore.directory(explicit: directory)
        if FileManager.default.fileExists(atPath: path) { return try RecordStore(directory: path) }
        var parent = URL(fileURLWithPath: path).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: parent.path) { parent = parent.deletingLastPathComponent() }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory.boolValue,
              access(parent.path, W_OK | X_OK) == 0 else {
            throw StoreError(.cannotOpen, "cannot create store directory \(path): \(parent.path) is not a writable folder")
        }
        return nil
    }
}
