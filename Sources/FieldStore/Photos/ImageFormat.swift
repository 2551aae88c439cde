/// The image formats a store accepts for photos, recognised by their first bytes.
public enum ImageFormat: String, Sendable, CaseIterable, Hashable {
    /// JPEG: starts with `FF D8 FF`.
    case jpeg
    /// PNG: starts with the 8-byte PNG signature.
    case png
    /// HEIC/HEIF: an ISO base media file whose `ftyp` box names a HEIF brand.
    case heic

    /// The extension the store gives the file: `jpg`, `png` or `heic`.
    public var fileExtension: String {
        switch self {
        case .jpeg: return "jpg"
        case .png: return "png"
        case .heic: return "heic"
        }
    }

    /// The media type: `image/jpeg`, `image/png` or `image/heic`.
    public var mediaType: String { "image/\(rawValue)" }

    /// Recognises the format from a file's first bytes (12 are enough).
    ///
    /// - Returns: `nil` when the bytes are not those of a JPEG, PNG or HEIC file.
    public init?(magic bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(12))
        if head.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if head.count == 12, head[4..<8].elementsEqual("ftyp".utf8),
                  ImageFormat.heifBrands.contains(String(decoding: head[8..<12], as: UTF8.self)) {
            self = .heic
        } else {
            return nil
        }
    }

    /// The `ftyp` major brands of HEIF images (ISO/IEC 23008-12).
    static let heifBrands: Set<String> = ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]
}
