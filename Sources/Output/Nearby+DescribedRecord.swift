import FieldStore

extension Nearby where Record: DescribedRecord {
    /// The record with its distance and bearing, as `near` lists it: "41 m, bearing 52° NE",
    /// a tab, then the record's ``DescribedRecord/line``.
    public var line: String { "\(RecordText.distance(distance, bearing: bearing))\t\(record.line)" }

    /// The record with its distance and bearing as `near --json` prints it
    /// (``RecordText/nearbyJSON(distance:bearing:record:)``); photos as paths in `store`.
    public func json(store: RecordStore) -> String {
        RecordText.nearbyJSON(distance: distance, bearing: bearing, record: record.json(store: store))
    }
}
