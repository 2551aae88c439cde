/// A JSON export's records, with the collection it was made from.
struct ImportDocument<Record: Decodable>: Decodable {
    var collection: String?
    var records: [Record]
}
