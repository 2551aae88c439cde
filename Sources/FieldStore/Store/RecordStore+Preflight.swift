import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension RecordStore {
    /// Checks, before a capture, that its record can be saved in `directory`, so that the
    /// field worker learns it before waiting for a fix rather than after: a store that exists
    /// is opened (and returned, to save into) and its files must be writable (`photos/` too
    /// when the record has `photos`); one that does not is created only when the record is
    /// saved (a cancelled capture leaves nothing behind), so the nearest folder that exists on
    /// its path must be one this process can write in (`nil` is returned then).
    ///
    /// - Throws: ``StoreError`` (`cannotOpen`) naming the folder or file at fault.
    public static func openBeforeCapture(at directory: String, photos: Bool) throws(StoreError) -> RecordStore? {
        if exists(at: directory) {
            let store = try RecordStore(directory: directory)
            try store.checkWritable(photos: photos)
            return store
        }
        var parent = URL(fileURLWithPath: directory)
        while !FileManager.default.fileExists(atPath: parent.path) { parent = parent.deletingLastPathComponent() }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory.boolValue,
              access(parent.path, W_OK | X_OK) == 0 else {
            throw StoreError(.cannotOpen, "cannot create store directory \(directory): \(parent.path) is not a writable folder")
        }
        return nil
    }
}
