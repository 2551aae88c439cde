/// A photo written under a temporary name, waiting for its record.
struct StagedPhoto: Hashable, Sendable {
    /// The temporary file name in the photos folder.
    let temporaryName: String
    /// The image format recognised.
    let format: ImageFormat
}
