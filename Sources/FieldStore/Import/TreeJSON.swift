import Foundation

/// A tree in JSON, with the record field names of docs/stores.md: `id`, the location fields (see
/// ``LocationJSON``), `species`, `variety`, `rootstock`, `notes`, `photos`, `collection`,
/// `createdAt`, `updatedAt` (ISO 8601 UTC with milliseconds).
package struct TreeJSON: Decodable {
    package var id: Int64
    package var location: LocationJSON
    package var context: ContextJSON
    package var species: String
    package var variety: String?
    package var rootstock: String?
    package var notes: String?
    package var photos: [PhotoJSON]
    package var collection: String?
    package var createdAt: Date
    package var updatedAt: Date

    enum CodingKeys: String, CodingKey {
        case id, species, variety, rootstock, notes, photos, collection, createdAt, updatedAt
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int64.self, forKey: .id)
        location = try LocationJSON(from: decoder)
        context = try ContextJSON(from: decoder)
        species = try c.decode(String.self, forKey: .species)
        variety = try c.decodeIfPresent(String.self, forKey: .variety)
        rootstock = try c.decodeIfPresent(String.self, forKey: .rootstock)
        notes = try c.decodeIfPresent(String.self, forKey: .notes)
        photos = try c.decodeIfPresent([PhotoJSON].self, forKey: .photos) ?? []
        collection = try c.decodeIfPresent(String.self, forKey: .collection)
        createdAt = try InterchangeFormat.date(c, .createdAt)
        updatedAt = try InterchangeFormat.editTime(c, .updatedAt, createdAt: createdAt, required: true)
    }
}
