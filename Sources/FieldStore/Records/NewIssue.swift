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
    /// The issue as the store keeps it: its description trimmed, not blank, up to
    /// ``TextLimit/text`` characters and without a NUL. Saving, importing and
    /// ``check(field:)`` go through it; `field` names the description in messages as the
    /// caller calls it.
    ///
    /// - Throws: ``StoreError`` (`invalidValue`) when the description fails.
    public func normalized(field: (String) -> String = { $0 }) throws(StoreError) -> NewIssue {
        var issue = self
        issue.description = try RecordStore.required(description, field("description"), limit: TextLimit.text)
        return issue
    }

    /// Checks what saving the issue checks, so that a front end can refuse it before a
    /// capture waits for a fix: the description (``normalized(field:)``), then the photo
    /// (``RecordStore/checkPhoto(atPath:)``).
    ///
    /// - Throws: ``StoreError`` (`invalidValue` or `invalidPhoto`) for the first that fails.
    public func check(field: (String) -> String = { $0 }) throws(StoreError) {
        _ = try normalized(field: field)
        if let photo { _ = try RecordStore.checkPhoto(atPath: photo) }
    }
}
