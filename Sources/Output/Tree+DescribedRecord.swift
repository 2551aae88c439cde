import FieldStore

extension Tree: DescribedRecord {
    public var line: String {
        "\(id)\t\(RecordText.localTime(createdAt))\t\(species)\(variety.map { " '\($0)'" } ?? "")\t"
            + "\(collection ?? "-")\t\(RecordText.accuracy(location))\t\(RecordText.coordinates(location))"
    }

    public var summary: String { "tree \(id): \(species)" + (collection.map { ", collection \($0)" } ?? "") }

    public func details(store: RecordStore) -> String {
        var lines = ["tree \(id): \(species)"]
        if let variety { lines.append("variety: \(variety)") }
        if let rootstock { lines.append("rootstock: \(rootstock)") }
        if let notes { lines.append("notes: \(notes)") }
        lines.append("collection: \(collection ?? "-")")
        lines += RecordText.details(location, context)
        lines += photos.map { "photo: \(store.photosDirectory)/\($0)" }
        lines.append("created: \(RecordText.localTime(createdAt)), updated: \(RecordText.localTime(updatedAt))")
        return lines.joined(separator: "\n")
    }

    public func json(store: RecordStore) -> String { RecordJSON.encode(self, store: store) }
}
