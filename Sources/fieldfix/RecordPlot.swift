import FieldStore
import Output
import Pictures
import Positioning
import Simulator

/// What `KIND show ID --plot FILE.svg` draws for an averaged capture: the fixes it was made
/// from, about their mean, with the circles of the accuracy reported for the mean.
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
        let name = "\(Record.singular) \(record.id)", location = record.location
        guard case let .averaged(count, duration, scatter) = location.method else {
            throw Missing(description: "\(name) was captured from one fix, not averaged: there is no scatter to plot")
        }
        let fixes = try store.averagedFixes(of: Record.averagedFixOwner(id: record.id))
        guard !fixes.isEmpty else {
            throw Missing(description: "\(name) was averaged before its fixes were kept with the record: there is nothing to plot")
        }
        let file = try PlotFile(path: path)
        let frame = LocalFrame(latitude: location.latitude, longitude: location.longitude)
        let points = fixes.map { fix in
            let offset = frame.offset(latitude: fix.latitude, longitude: fix.longitude)
            return ScatterPoint(east: offset.east, north: offset.north)
        }
        let picture = AccuracyScatter(
            points: points, centre: .mean, accuracy: location.horizontalAccuracy.meters,
            confidence: location.horizontalAccuracy.confidence, accuracyLabel: "accuracy reported for the mean",
            title: "\(name), averaged capture",
            notes: ["Averaged \(count) fixes over \(RecordText.decimal(duration, 1)) s; scatter \(RecordText.decimal(scatter, 2)) m."])
        try file.commit(picture.svg())
    }
}
