import Foundation

/// A photo in a record's JSON: `{"file": "tree-12-1.jpg", "mediaType": "image/jpeg"}`, plus
/// `"data"` (base64 of the file) when photos are included.
package struct PhotoJSON: Decodable {
    /// The file name: a plain name, no folder.
    package var file: String
    /// `image/jpeg`, `image/png` or `image/heic`.
    package var mediaType: String
    /// The file's bytes, when included.
    package var data: Data?

    /// The JSON for a stored photo, reading its bytes when `includeData`.
    ///
    /// - Throws: ``StoreError`` (`io`) when the file cannot be read.
    package init(storedName: String, in files: PhotoFiles, includeData: Bool) throws(StoreError) {
        self.init(storedName: storedName)
        if includeData {
            do { data = try Data(contentsOf: URL(fileURLWithPath: files.path(storedName))) } catch {
                throw StoreError(.io, "cannot read photo \(files.path(storedName)): \(error.localizedDescription)")
            }
        }
    }

    /// A stored photo by name, without its bytes; the media type is read from the name.
    package init(storedName: String) {
        file = storedName
        let ext = storedName.split(separator: ".").last.map(String.init) ?? ""
        mediaType = ImageFormat.allCases.first { $0.fileExtension == ext }?.mediaType ?? "application/octet-stream"
    }

    /// A photo carried with its bytes, under a plain file name.
    package init(file: String, format: ImageFormat, data: Data) {
        self.file = file
        mediaType = format.mediaType
        self.data = data
    }

    enum CodingKeys: String, CodingKey { case file, mediaType, data }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        file = try c.decode(String.self, forKey: .file)
        mediaType = try c.decode(String.self, forKey: .mediaType)
        data = try c.decodeIfPresent(Data.self, forKey: .data)
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        guard !file.isEmpty, file.count <= 255, !file.hasPrefix("."), file.allSatisfy(allowed.contains) else {
            throw DecodingError.dataCorruptedError(
                forKey: .file, in: c, debugDescription: "photo name \"\(file)\" is not a plain file name (no folders, no leading dot)")
        }
    }
}
