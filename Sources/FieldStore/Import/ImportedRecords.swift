import Foundation
import Positioning
import TextEncoding

/// The records of one import as they are read, one at a time: decodes each and applies the
/// checks that span records or the file (the gate, no `uid` twice), naming the record.
struct ImportedRecords {
    private let file: String
    private let acceptPoorAccuracy: Bool
    private let decoder = JSONDecoder()
    /// Each `uid` read so far, with the index of the record that had it.
    private var uids: [UUID: Int] = [:]
    /// How many records were read.
    private(set) var count = 0

    init(file: String, acceptPoorAccuracy: Bool) {
        self.file = file
        self.acceptPoorAccuracy = acceptPoorAccuracy
    }

    /// Decodes the record at `index` and checks it against the gate and the records before it.
    ///
    /// - Throws: ``StoreError`` (`invalidImport` naming `records[index]` and the field;
    ///   `ungatedLocation`).
    mutating func decode<Record: ImportableRecord>(_: Record.Type, _ bytes: [UInt8], index: Int) throws(StoreError) -> Record {
        let record = try RecordStore.decode(Record.self, from: Data(bytes), file: file, at: "records[\(index)]", decoder: decoder)
        let location = record.location.location
        if !acceptPoorAccuracy, location.horizontalAccuracy.meters >= CapturePolicy.standardMaximumAccuracy {
            throw StoreError(.ungatedLocation, "\(file): records[\(index)]: accuracy "
                + "\(DecimalText.string(location.horizontalAccuracy.meters, places: 1, style: .fixed)) m is not under "
                + "the \(Int(CapturePolicy.standardMaximumAccuracy)) m gate (captured with a raised threshold of "
                + "\(DecimalText.string(location.maximumAccuracy, places: 1, style: .trimmed)) m); "
                + "nothing imported. Import with --accept-poor-accuracy to keep such records")
        }
        if let uid = record.context.uid {
            // A hand-edited or hostile file.
            if let earlier = uids[uid] {
                throw StoreError(.invalidImport, "\(file): records[\(index)].uid repeats records[\(earlier)].uid")
            }
            uids[uid] = index
        }
        count += 1
        return record
    }
}
