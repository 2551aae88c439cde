import Crypto
import Foundation

/// A photo's name on the server: the SHA-256 of its bytes (swift-crypto), in lowercase hex,
/// so that one image used by many records is stored once.
enum PhotoHash {
    /// The hash of `bytes`.
    static func hex(_ bytes: some DataProtocol) -> String {
        hex(SHA256.hash(data: bytes))
    }

    /// The hash of the file at `path`, read in chunks rather than whole.
    static func hex(ofFileAt path: String) throws -> String {
        guard let file = FileHandle(forReadingAtPath: path) else { throw CocoaError(.fileReadNoSuchFile) }
        defer { try? file.close() }
        var hasher = SHA256()
        while let chunk = try file.read(upToCount: 256 * 1024), !chunk.isEmpty {
            hasher.update(data: chunk)
        }
        return hex(hasher.finalize())
    }

    private static func hex(_ digest: SHA256.Digest) -> String {
        digest.map { String(format: "%02x", $0) }.joined()
    }
}
