import FieldStore
import Output
import SystemIO
#if canImport(Glibc)
import Glibc
#endif

/// A buffered writer of an export: text is gathered into 64 KiB and written out, so an
/// export's memory stays the same whatever its size. A file target is an ``AtomicFile``:
/// streamed under a temporary name and, on ``commit()``, flushed to the disk and renamed, so
/// a failed export leaves an earlier file of that name as it was.
struct ByteSink: ExportSink, ~Copyable {
    /// The file written, or `nil` for standard output.
    private let file: AtomicFile?
    private var buffer: [UInt8] = []
    private static let capacity = 64 * 1024

    /// A sink writing to `target`; a file's temporary name is created at once.
    ///
    /// - Throws: ``StoreError`` (`io`) naming the file when its folder is missing or not writable.
    init(_ target: ExportTarget) throws(StoreError) {
        switch target {
        case .standardOutput:
            file = nil
        case let .file(path):
            do throws(AtomicFile.Failure) { file = try AtomicFile(path: path, what: "the export") } catch { throw Self.failure(error) }
        }
        buffer.reserveCapacity(ByteSink.capacity)
    }

    /// Appends text, writing out the buffer when it is full.
    mutating func write(_ text: String) throws(StoreError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= ByteSink.capacity { try flush() }
    }

    /// Appends bytes, writing out the buffer when it is full.
    mutating func write(_ bytes: some Collection<UInt8>) throws(StoreError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= ByteSink.capacity { try flush() }
    }

    /// Writes out everything buffered.
    mutating func flush() throws(StoreError) {
        if let file {
            do throws(AtomicFile.Failure) { try file.write(buffer) } catch { throw Self.failure(error) }
        } else {
            do throws(SystemError) { try FileDescriptor.standardOutput.writeAll(buffer) } catch {
                throw StoreError(.io, "cannot write standard output: \(String(cString: strerror(error.code)))")
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes out everything buffered and, for a file, gives it its final name durably
    /// (``AtomicFile/commit()``). A sink dropped without it leaves no file behind.
    mutating func commit() throws(StoreError) {
        try flush()
        do throws(AtomicFile.Failure) { try file?.commit() } catch { throw Self.failure(error) }
    }

    private static func failure(_ failure: AtomicFile.Failure) -> StoreError {
        StoreError(.io, failure.description)
    }
}
