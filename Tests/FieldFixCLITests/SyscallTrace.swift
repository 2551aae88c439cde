import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The file system calls of one `fieldfix` run, recorded by strace (scripts/install-deps
/// installs it): `openat`, `write`, the flushes, the renames and `mkdir` of every thread, in the order
/// they started, with each descriptor's path (`-y`).
struct SyscallTrace: CustomStringConvertible {
    /// strace's path.
    static let strace = "/usr/bin/strace"

    /// The run's outcome.
    let result: ProgramResult
    /// strace's lines, one call each (`PID name(arguments) = result`).
    let lines: [String]

    /// Short, for a failed expectation: the exit status and how many calls.
    var description: String { "fieldfix exited \(result.status) after \(lines.count) traced calls" }

    /// Runs `fieldfix` with `arguments` under strace; `nil`, after ``skip(_:sourceLocation:)``
    /// has said why, when strace is missing or cannot trace here.
    static func run(_ arguments: [String], in folder: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> SyscallTrace? {
        guard FileManager.default.isExecutableFile(atPath: strace) else {
            skip("strace is not installed (scripts/install-deps installs it): the order of fsync and rename is not checked",
                 sourceLocation: sourceLocation)
            return nil
        }
        let log = folder + "/strace-\(UUID().uuidString).log"
        defer { unlink(log) }
        let result = try Program(strace, [
            "-f", "-y", "-qq", "-o", log, "-e", "trace=openat,write,fsync,fdatasync,rename,renameat,renameat2,mkdir,mkdirat",
            try FieldFix.binary(),
        ] + arguments).run()
        guard let text = try? String(contentsOfFile: log, encoding: .utf8), !text.isEmpty else {
            skip("strace could not trace fieldfix here (\(result.stderr)): the order of fsync and rename is not checked",
                 sourceLocation: sourceLocation)
            return nil
        }
        return SyscallTrace(result: result, lines: text.split(separator: "\n").map(String.init))
    }

    /// Where a file was made durable: the write of its contents under a temporary name, that
    /// file's flush, the rename to `path`, and the flush of `path`'s folder, as line numbers.
    struct DurableReplace: CustomStringConvertible {
        var temporaryPath: String
        var write: Int?
        var fileSync: Int?
        var rename: Int
        var folderSync: Int?

        /// Written, flushed, renamed, then its folder flushed, each step after the one before.
        var isInOrder: Bool {
            guard let write, let fileSync, let folderSync else { return false }
            return write < fileSync && fileSync < rename && rename < folderSync
        }

        var description: String {
            "\(temporaryPath): write \(write ?? -1), fsync \(fileSync ?? -1), rename \(rename), folder fsync \(folderSync ?? -1)"
        }
    }

    /// The calls that made `path` durable (its last successful rename onto it), or `nil` when
    /// nothing was renamed onto it.
    func durableReplace(of path: String) -> DurableReplace? {
        guard let rename = lines.lastIndex(where: { isRename($0, onto: path) }),
              let source = quoted(lines[rename]).first else { return nil }
        let temporary = Self.resolved(source)
        let folder = Self.resolved(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        let before = lines[..<rename]
        return DurableReplace(
            temporaryPath: temporary,
            write: before.firstIndex { $0.contains(" write(") && $0.contains("<\(temporary)>") },
            fileSync: before.lastIndex { isSync($0, of: temporary) },
            rename: rename,
            folderSync: lines[(rename + 1)...].firstIndex { isSync($0, of: folder) })
    }

    private func isRename(_ line: String, onto path: String) -> Bool {
        let call = line.drop { $0 != " " }.drop { $0 == " " }
        return call.hasPrefix("rename") && quoted(line).last == path && line.hasSuffix("= 0")
    }

    private func isSync(_ line: String, of path: String) -> Bool {
        (line.contains(" fsync(") || line.contains(" fdatasync(")) && line.contains("<\(path)>")
    }

    /// The double-quoted arguments of a line, in order.
    private func quoted(_ line: String) -> [String] {
        line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// `path` with its symbolic links resolved, as strace's `-y` shows descriptors; a path
    /// that no longer exists is resolved through its folder.
    static func resolved(_ path: String) -> String {
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let url = URL(fileURLWithPath: path)
        return resolved(url.deletingLastPathComponent().path) + "/" + url.lastPathComponent
    }
}
