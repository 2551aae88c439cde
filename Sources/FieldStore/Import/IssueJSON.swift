import Foundation

/// An issue in JSON: `id`, the location fields (see ``LocationJSON``), `category`,
/// `description`, `photo` (or `null`), `createdAt`.
package struct IssueJSON: Codable {
    package var id: Int64
    package var location: LocationJSON
    package var context: ContextJSON
    package var category: IssueCategory
    package var description: String
    package var photo: PhotoJSON?
    package var createdAt: Date

    package init(_ issue: Issue, photos files: PhotoFiles, includePhotoData: Bool) throws(StoreError) {
        id = issue.id
        location = LocationJSON(issue.location)
        context = ContextJSON(uid: issue.uid, context: issue.context)
        category = issue.category
        description = issue.description
        photo = try issue.photo.map { name throws(StoreError) in
            try PhotoJSON(storedName: name, in: files, includeData: includePhotoData)
        }
        createdAt = issue.createdAt
    }

    enum CodingKeys: String, CodingKey { case id, category, description, photo, createdAt }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try location.encode(to: encoder)
        try context.encode(to: encoder)
        try c.encode(category, forKey: .category)
        try c.encode(description, forKey: .description)
        try c.encode(photo, forKey: .photo)
        try c.encode(Timestamp.iso8601(createdAt), forKey: .createdAt)
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int64.self, forKey: .id)
        location = try LocationJSON(from: decoder)
        context = try ContextJSON(from: decoder)
        category = try c.decode(IssueCategory.self, forKey: .category)
        description = try c.decode(String.self, forKey: .description)
        photo = try c.decodeIfPresent(PhotoJSON.self, forKey: .photo)
        createdAt = try InterchangeFormat.date(c, .createdAt)
    }
}
