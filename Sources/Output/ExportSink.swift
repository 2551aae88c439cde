import FieldStore

/// Where ``RecordExporter`` writes an export, a record at a time: the front end's buffered
/// file or standard output (noncopyable: a file being written), or memory.
package protocol ExportSink: ~Copyable {
    /// Appends text.
    mutating func write(_ text: String) throws(StoreError)
    /// Appends bytes.
    mutating func write(_ bytes: some Collection<UInt8>) throws(StoreError)
}
