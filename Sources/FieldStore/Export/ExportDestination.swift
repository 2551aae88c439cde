import Foundation
import SystemIO
#if canImport(Glibc)
import Glibc
#endif

/// Where an export named by a path goes, and in which format: `-` is standard output; an
/// existing folder (or a path ending in `/`) gets a generated file name
/// (``ExportTarget/fileName(kind:collection:date:format:timeZone:)``) reserved at once
/// (created empty, exclusively), so that no other export, not even one running at the same
/// time, takes it (`_2`, `_3`... are added when it is taken); anything else is the file to
/// write, its extension naming the format.
public struct ExportDestination: Sendable {
    /// The format to write.
    public let format: ExportFormat
    /// The target to write to.
    public let target: ExportTarget
    /// The generated file reserved for the export, to remove should it fail.
    public let reserved: String?
    /// The output folder created because it was missing, if any.
    public let createdFolder: String?

    /// The format for `output` (`nil`: the current folder): `requested`, else the output
    /// file's extension when it names a format, else CSV.
    ///
    /// - Throws: ``StoreError`` (`invalidValue`) when `requested` contradicts the extension.
    public static func format(requested: ExportFormat?, output: String?) throws(StoreError) -> ExportFormat {
        guard let output, output != "-", !output.hasSuffix("/"), !isFolder(output) else { return requested ?? .csv }
        let ext = URL(fileURLWithPath: output).pathExtension.lowercased()
        guard let named = ExportFormat.allCases.first(where: { $0.fileExtension == ext }) else { return requested ?? .csv }
        if let requested, requested != named {
            throw StoreError(.invalidValue, "--format \(requested.rawValue) does not match \(output), whose extension says \(named.rawValue): "
                + "change one of them")
        }
        return named
    }

    /// Resolves `output` (`nil`: the current folder) for an export of `kind` ("trees" or
    /// "issues"), of `collection` when given, made at `now`; creates a missing folder and
    /// reserves a generated file name.
    ///
    /// - Throws: ``StoreError`` (`invalidValue` for a contradicting format, `io` when the
    ///   folder or file cannot be created).
    public init(output: String?, requested: ExportFormat?, kind: String, collection: String?, now: Date) throws(StoreError) {
        format = try Self.format(requested: requested, output: output)
        let output = output ?? "."
        guard output != "-" else {
            (target, reserved, createdFolder) = (.standardOutput, nil, nil)
            return
        }
        let intoFolder = output.hasSuffix("/") || Self.isFolder(output)
        let folder = intoFolder ? output : URL(fileURLWithPath: output).deletingLastPathComponent().path
        if Self.isFolder(folder) {
            createdFolder = nil
        } else {
            do throws(AtomicFile.Failure) { try AtomicFile.createFolders(folder, what: "the output folder") } catch {
                throw StoreError(.io, "cannot create the output folder \(folder): \(String(cString: strerror(error.errno)))")
            }
            createdFolder = folder
        }
        guard intoFolder else {
            (target, reserved) = (.file(output), nil)
            return
        }
        let name = ExportTarget.fileName(kind: kind, collection: collection, date: now, format: format)
        let base = (output.hasSuffix("/") ? output : output + "/") + name.dropLast(format.fileExtension.count + 1)
        var path = base + "." + format.fileExtension
        var n = 2
        while true {
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if fd >= 0 {
                close(fd)
                (target, reserved) = (.file(path), path)
                return
            }
            guard errno == EEXIST else { throw StoreError(.io, "cannot create \(path): \(String(cString: strerror(errno)))") }
            path = base + "_\(n)." + format.fileExtension
            n += 1
        }
    }

    /// Removes the reserved file after a failed export.
    public func discard() {
        if let reserved { unlink(reserved) }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
