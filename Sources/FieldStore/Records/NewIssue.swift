/// What a caller knows about an issue before it is saved (the location comes separately).
public struct NewIssue: Hashable, Sendable {
    /// What kind of issue it is.
    public var category: IssueCategory
    /// What the reporter says (required, not blank).
    public var description: String
    /// Path of an image file to copy into the store (JPEG, PNG or HEIC).
    public var photo: String?

    /// The kind of source and the heights, kept with the record.
    public var context: CaptureContext

    /// Creates an issue description.
    public init(category: IssueCategory, description: String, photo: String? = nil, context: CaptureContext = CaptureContext()) {
        self.context = context
        self.category = category
        self.description = description
        self.photo = photo
    }
}

extension NewIssue {
    /// Checks what saving the issue checks of its description and photo, so that a front end
    /// can refuse it before a capture waits for a fix: the description up to
    /// ``TextLimit/text`` characters, then the photo (``RecordStore/checkPhoto(atPath:)``).
    /// `field` names the description in messages, as the front end calls it.
    ///
    /// - Throws: ``StoreError`` (`invalidValue` or `invalidPhoto`) for the first that fails.
    public func check(field: (String) -> String = { $0 }) throws(StoreError) {
        try TextLimit.check(description, field: field("description"), limit: TextLimit.text)
        if let photo { _ = try RecordStore.checkPhoto(atPath: photo) }
    }
}
