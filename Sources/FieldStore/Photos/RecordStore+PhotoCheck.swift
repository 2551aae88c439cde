import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension RecordStore {
    /// Checks a photo file before anything is captured or read whole: that it is a regular
    /// file, no larger than ``maximumPhotoBytes``, and a JPEG, PNG or HEIC image by its first
    /// bytes. Saving a record with the photo checks it again.
    ///
    /// - Returns: the image's format.
    /// - Throws: ``StoreError`` (`invalidPhoto`) naming the file and what is wrong.
    public static func checkPhoto(atPath file: String) throws(StoreError) -> ImageFormat {
        var info = stat()
        guard stat(file, &info) == 0 else {
            throw StoreError(.invalidPhoto, "photo \(file): \(String(cString: strerror(errno)))")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw StoreError(.invalidPhoto, "photo \(file): not a regular file") }
        guard info.st_size <= maximumPhotoBytes else {
            throw StoreError(.invalidPhoto, "photo \(file) is \(info.st_size / 1_048_576) MiB, "
                + "over the \(maximumPhotoBytes / 1_048_576) MiB limit: make it smaller first")
        }
        let head = FileHandle(forReadingAtPath: file).flatMap { handle in
            defer { try? handle.close() }
            return try? handle.read(upToCount: 16)
        } ?? Data()
        guard let format = ImageFormat(magic: head) else {
            throw StoreError(.invalidPhoto, "photo \(file) is not a JPEG, PNG or HEIC image")
        }
        return format
    }
}
