import ArgumentParser
import FieldStore
import FrontEnd
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

    /// Opens the store that exists at ``path`` (`RecordStore.openExisting(at:hint:)`).
    func open() throws -> RecordStore {
        try RecordStore.openExisting(at: path, hint: "capture or import creates one; check --store and FIELDFIX_STORE")
    }

    /// Opens the store, creating it when needed and saying so on standard error.
    func openCreating() throws -> RecordStore {
        let (store, created) = try RecordStore.openCreating(at: path)
        if created { TerminalText.printError("fieldfix: created a new store at \(path)") }
        return store
    }

    /// Checks, before a capture, that its record can be saved (see
    /// `RecordStore.openBeforeCapture(at:photos:)`); the store when one exists.
    func openBeforeCapture(photos: Bool) throws -> RecordStore? {
        try RecordStore.openBeforeCapture(at: path, photos: photos)
    }
}
