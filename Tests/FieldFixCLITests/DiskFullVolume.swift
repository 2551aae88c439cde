import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A tmpfs of a few megabytes mounted under the temporary folder for one test, with a
/// filler file to make it full. `nil` (after printing why) when it cannot be mounted.
final class DiskFullVolume {
    /// The mount point.
    let path: String
    private var filler: String { path + "/.filler" }

    init?(megabytes: Int) {
        path = FileManager.default.temporaryDirectory.path + "/fieldfix-tmpfs-\(UUID().uuidString)"
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try Self.mount(["-t", "tmpfs", "-o", "size=\(megabytes)m", "tmpfs", path])
        } catch {
            skip("cannot mount a tmpfs (\(error)); disk-full and read-only tests need root")
            try? FileManager.default.removeItem(atPath: path)
            return nil
        }
    }

    /// Writes the filler until the disk is full, then frees `bytes` (rounded up to pages).
    func fill(leaving bytes: Int) throws {
        let fd = open(filler, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(fd) }
        let block = [UInt8](repeating: 0xAA, count: 4096)
        var size = 0
        while true {
            let n = block.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            size += n
        }
        guard ftruncate(fd, off_t(max(0, size - bytes))) == 0 else { throw POSIXError(.EIO) }
    }

    /// Removes the filler's bytes (the disk is no longer full).
    func emptyFiller() {
        unlink(filler)
    }

    /// Remounts read-only or read-write.
    func remount(readOnly: Bool) throws {
        try Self.mount(["-o", readOnly ? "remount,ro" : "remount,rw", path])
    }

    /// Unmounts and removes the mount point.
    func unmount() {
        _ = try? Self.run("/bin/umount", [path])
        try? FileManager.default.removeItem(atPath: path)
    }

    private static func mount(_ arguments: [String]) throws {
        try run("/bin/mount", arguments)
    }

    private static func run(_ tool: String, _ arguments: [String]) throws {
        let result = try Program(tool, arguments).run(timeout: 60)
        guard result.status == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "\(tool) \(arguments.joined(separator: " ")): \(result.stderr)"])
        }
    }
}
