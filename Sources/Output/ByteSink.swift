import FieldStore
import SystemIO
#if canImport(Glibc)
import Glibc
#endif

/// A buffered writer to a file descriptor: text is gathered into 64 KiB and written with
/// `write(2)`, so an export's memory stays the same whatever its size.
struct ByteSink: ~Copyable {
    private let fd: Int32
    private let name: String
    private var buffer: [UInt8] = []
    private static let capacity = 64 * 1024

    /// A sink writing to `fd`; `name` is used in error messages.
    init(fd: Int32, name: String) {
        self.fd = fd
        self.name = name
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
        do {
            try FileDescriptor(fd).writeAll(buffer)
        } catch {
            throw StoreError(.io, "cannot write \(name): \(String(cString: strerror(error.code)))")
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
