import Foundation

/// An issue in JSON: `id`, the location fields (see ``LocationJSON``), `category`,
/// `description`, `photo` (or `null`), `createdAt`, and `updatedAt` (optional: an issue
/// without one was never edited, and keeps `createdAt`).
package struct IssueJSON: Decodable {
    package var id: Int64
    package var location: LocationJSON
    package var context: ContextJSON
    package var category: IssueCategory
    package var description: String
    package var photo: PhotoJSON?
    package var createdAt: Date
    package var updatedAt: Date

    enum CodingKeys: String, CodingKey { case id, category, description, photo, createdAt, updatedAt }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int64.self, forKey: .id)
        location = try LocationJSON(from: decoder)
        context = try ContextJSON(from: decoder)
        category = try c.decode(IssueCategory.self, forKey: .category)
        description = try c.decode(String.self, forKey: .description)
        photo = try c.decodeIfPresent(PhotoJSON.self, forKey: .photo)
        createdAt = try InterchangeFormat.date(c, .createdAt)
        updatedAt = try InterchangeFormat.editTime(c, .updatedAt, createdAt: createdAt, required: false)
    }
}
