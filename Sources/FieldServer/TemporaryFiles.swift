import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The server's temporary files (uploads, photos of a save, exports being sent): named by
/// the process that made them, so that those a killed server left behind are known and
/// removed when a server next starts on that folder, and a running server's are not.
enum TemporaryFiles {
    /// A new file path in `folder`: `fieldfix-KIND-PID-UUID[.EXT]`.
    static func path(in folder: String, kind: String, extension ext: String? = nil) -> String {
        folder + "/fieldfix-\(kind)-\(getpid())-" + UUID().uuidString + (ext.map { "." + $0 } ?? "")
    }

    /// Removes the files of processes that no longer run from `folder`.
    ///
    /// - Returns: the names removed.
    @discardableResult
    static func sweep(_ folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        let dead = names.filter { name in
            let parts = name.split(separator: "-", maxSplits: 3)
            guard parts.count == 4, parts[0] == "fieldfix", let pid = pid_t(parts[2]) else { return false }
            return kill(pid, 0) != 0 && errno == ESRCH
        }
        for name in dead { unlink(folder + "/" + name) }
        return dead
    }
}
