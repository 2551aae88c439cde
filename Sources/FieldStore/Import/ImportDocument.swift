/// A JSON export's records (each tree names its own collection).
struct ImportDocument<Record: Decodable>: Decodable {
    var records: [Record]
}
