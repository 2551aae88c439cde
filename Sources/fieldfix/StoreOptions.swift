import ArgumentParser
import FieldStore
import Foundation

/// `--store DIR`: which record store a command uses (default: `FIELDFIX_STORE`, then
/// `$XDG_DATA_HOME/fieldfix`, then `~/.local/share/fieldfix`).
///
/// Only the commands that add records (`capture`, `import`, `collections create`) create a
/// store, and say so on standard error the first time; every other command refuses a path
/// where no store exists, so that a mistyped `--store` never shows an empty new one.
struct StoreOptions: ParsableArguments {
    @Option(name: .customLong("store"), help: ArgumentHelp(
        "The store directory (default: $FIELDFIX_STORE, else $XDG_DATA_HOME/fieldfix, else ~/.local/share/fieldfix).",
        valueName: "DIR"))
    var directory: String?

    func validate() throws {
        if directory?.isEmpty == true { throw ValidationError("--store must name a folder (it is empty)") }
    }

    /// The store directory in use.
    var path: String { RecordStore.directory(explicit: directory) }

    /// Opens the store that exists at ``path``.
    ///
    /// - Throws: `StoreError` (`notFound`) when there is no store there, without creating one.
    func open() throws -> RecordStore {
        guard RecordStore.exists(at: path) else {
            throw StoreError(.notFound, "no store at \(path) (capture or import creates one; check --store and FIELDFIX_STORE)")
        }
        return try RecordStore(directory: path)
    }

    /// Opens the store, creating it when needed and saying so on standard error.
    func openCreating() throws -> RecordStore {
        let existed = RecordStore.exists(at: path)
        let store = try RecordStore(directory: path)
        if !existed { TerminalText.printError("fieldfix: created a new store at \(path)") }
        return store
    }

    /// Checks, before a capture, that its record can be saved, so that the field worker
    /// learns it before waiting for a fix rather than after: a store that exists is opened
    /// (and returned, to save into) and its files must be writable (`photos/` too when the
    /// record has `photos`); one that does not is
    /// created only when the record is saved (a cancelled capture leaves nothing behind), so
    /// the nearest folder that exists on its path must be one this process can write in.
    ///
    /// - Throws: `StoreError` (`cannotOpen`) naming the folder or file at fault.
    func openBeforeCapture(photos: Bool) throws -> RecordStore? {
        let path = self.path
        if RecordStore.exists(at: path) {
            let store = try RecordStore(directory: path)
            try store.checkWritable(photos: photos)
            return store
        }
        var parent = URL(fileURLWithPath: path)
        while !FileManager.default.fileExists(atPath: parent.path) { parent = parent.deletingLastPathComponent() }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory.boolValue,
              access(parent.path, W_OK | X_OK) == 0 else {
            throw StoreError(.cannotOpen, "cannot create store directory \(path): \(parent.path) is not a writable folder")
        }
        return nil
    }
}
