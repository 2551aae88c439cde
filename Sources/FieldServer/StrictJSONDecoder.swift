import FieldStore
import Foundation
import Hummingbird

/// Decodes JSON request bodies as imports read files: nested at most ``maximumDepth`` levels,
/// and no object with a key twice (``JSONShape``), which decoders resolve differently; a body
/// so made is a 400 that names the key, never read one way here and another elsewhere.
public struct StrictJSONDecoder: RequestDecoder {
    /// A decoder; it keeps nothing.
    public init() {}

    /// Deeper than any body the API takes.
    static let maximumDepth = 8

    public func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) async throws -> T {
        let buffer = try await request.body.collect(upTo: context.maxUploadSize)
        try Self.check(buffer.readableBytesView)
        return try JSONDecoder().decode(T.self, from: buffer)
    }

    /// Checks a body's shape: ``APIError/badRequest(_:)`` with where and what is wrong.
    static func check(_ bytes: some Sequence<UInt8>) throws(APIError) {
        do {
            try JSONShape.check(bytes, maximumDepth: maximumDepth, file: "the body")
        } catch {
            throw APIError.badRequest(error.message)
        }
    }
}
