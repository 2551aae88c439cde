import ArgumentParser
import FieldStore
import Foundation
import Output

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

    /// Checks, before a capture, that its record can be saved (see
    /// `RecordStore.openBeforeCapture(at:photos:)`); the store when one exists.
    func openBeforeCapture(photos: Bool) throws -> RecordStore? {
        try RecordStore.openBeforeCapture(at: path, photos: photos)
    }
}
