import FieldStore

extension Issue: DescribedRecord {
    public var line: String {
        "\(id)\t\(RecordText.localTime(createdAt))\t\(category.rawValue)\t\(description)\t"
            + "\(RecordText.accuracy(location))\t\(RecordText.coordinates(location))"
    }

    public var summary: String { "issue \(id): \(category.rawValue)" }

    public func details(store: RecordStore) -> String {
        var lines = ["issue \(id): \(category.rawValue)", "description: \(description)"]
        lines += RecordText.details(location, context)
        if let photo { lines.append("photo: \(store.photosDirectory)/\(photo)") }
        lines.append("created: \(RecordText.localTime(createdAt)), updated: \(RecordText.localTime(updatedAt))")
        return lines.joined(separator: "\n")
    }

    public func json(store: RecordStore) -> String { RecordJSON.encode(self, store: store) }
}
