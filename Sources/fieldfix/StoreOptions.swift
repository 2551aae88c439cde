import ArgumentParser
import FieldStore

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
}
