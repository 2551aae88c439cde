import FieldStore
import Pictures

/// What `KIND show ID --plot FILE.svg` draws for an averaged capture (``AveragedCapturePlot``).
enum RecordPlot {
    /// A record that has nothing to draw.
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// Draws the record's averaged fixes into `path`.
    ///
    /// - Throws: ``Missing`` when the record was not averaged or its fixes were not kept,
    ///   ``PlotFile/Failure`` when the file cannot be written, `StoreError` when the store fails.
    static func write<Record: StoredRecord>(to path: String, record: Record, store: RecordStore) throws {
        let name = "\(Record.singular) \(record.id)"
        do {
            let fixes = try store.averagedFixes(of: Record.averagedFixOwner(id: record.id))
            let plot = try AveragedCapturePlot(name: name, location: record.location, fixes: fixes)
            try PlotFile(path: path).commit(plot.scatter.svg())
        } catch let missing as AveragedCapturePlot.Missing {
            throw Missing(description: missing.reason(for: name))
        }
    }
}
