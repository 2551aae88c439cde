import FieldStore
#if canImport(Glibc)
import Glibc
#endif

/// The open output of an export: standard output, or a temporary file renamed on success.
struct ExportFile {
    let fd: Int32
    let name: String
    private let finalPath: String?
    private let temporaryPath: String?

    init(_ target: ExportTarget) throws(StoreError) {
        switch target {
        case .standardOutput:
            fd = STDOUT_FILENO
            name = "standard output"
            finalPath = nil
            temporaryPath = nil
        case let .file(path):
            let temporary = path + ".partial-\(getpid())"
            fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw StoreError(.io, "cannot create \(path): \(String(cString: strerror(errno)))") }
            name = path
            finalPath = path
            temporaryPath = temporary
        }
    }

    /// Closes a file output and gives it its final name.
    func commit() throws(StoreError) {
        guard let finalPath, let temporaryPath else { return }
        guard close(fd) == 0, rename(temporaryPath, finalPath) == 0 else {
            let message = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw StoreError(.io, "cannot write \(finalPath): \(message)")
        }
    }

    /// Closes and removes a file output after a failure.
    func abandon() {
        guard let temporaryPath else { return }
        close(fd)
        unlink(temporaryPath)
    }
}
