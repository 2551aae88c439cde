import FieldStore
import Foundation
import Output
import Positioning

/// The last step of a capture: the record saved, or, when saving fails once the location is
/// frozen, the record kept in a recovery file (``RecoveryFile``) and the lines that say so,
/// so that the wait for the fix is never lost.
///
/// ```swift
/// switch CaptureSave.save(newTree, collection: nil, at: location, storePath: path, open: { try RecordStore(directory: path) }) {
/// case let .saved(tree, _): print(CaptureText.saved(tree))
/// case let .unsaved(lines): lines.forEach { print("fieldfix: " + $0) }
/// }
/// ```
public enum CaptureSave<Record: DescribedRecord> {
    /// The record as saved, and the store it is in.
    case saved(Record, store: RecordStore)
    /// Nothing saved: why, the captured location, and where the record was kept with the
    /// command that saves it later (or why no recovery file could be written), one message
    /// a line.
    case unsaved([String])

    /// Opens the store with `open`, saves the record into it with `save`, and when either
    /// fails writes the recovery file with `recover` into the first of
    /// ``RecoveryFile/folders(storePath:)`` that takes it.
    public static func save(_ location: CapturedLocation, storePath: String, open: () throws -> RecordStore,
                            save: (RecordStore) throws -> Record,
                            recover: ([String]) throws(StoreError) -> RecoveryFile.Written) -> Self {
        do {
            let store = try open()
            return .saved(try save(store), store: store)
        } catch {
            var lines = ["the record was not saved: \(error)", "the captured location: \(CaptureText.location(location))"]
            do {
                let written = try recover(RecoveryFile.folders(storePath: storePath))
                lines += CaptureText.recovery(path: written.path, photosLeftOut: written.photosLeftOut, location: location, storePath: storePath)
            } catch {
                lines.append("\(error)")
            }
            return .unsaved(lines)
        }
    }
}

extension CaptureSave where Record == Tree {
    /// Saves a captured tree into the store `open` gives (at `storePath`), or keeps it in a
    /// recovery file with `collection`, the collection's name when one was chosen.
    public static func save(_ tree: NewTree, collection: String?, at location: CapturedLocation, storePath: String,
                            open: () throws -> RecordStore) -> Self {
        save(location, storePath: storePath, open: open, save: { try $0.saveTree(tree, at: location) }) { folders throws(StoreError) in
            try RecoveryFile.write(tree, collection: collection, at: location, folders: folders)
        }
    }
}

extension CaptureSave where Record == Issue {
    /// Saves a captured issue into the store `open` gives (at `storePath`), or keeps it in a
    /// recovery file.
    public static func save(_ issue: NewIssue, at location: CapturedLocation, storePath: String,
                            open: () throws -> RecordStore) -> Self {
        save(location, storePath: storePath, open: open, save: { try $0.saveIssue(issue, at: location) }) { folders throws(StoreError) in
            try RecoveryFile.write(issue, at: location, folders: folders)
        }
    }
}
