import FieldStore
import Foundation
import Hummingbird

/// Decodes JSON request bodies as imports read files: nested at most ``maximumDepth`` levels,
/// and no object with a key twice (``JSONShape``), which decoders resolve differently; a body
/// so made is a 400 that names the key, never read one way here and another elsewhere; a
/// body not sent as `application/json` is a 415.
public struct StrictJSONDecoder: RequestDecoder {
    /// A decoder; it keeps nothing.
    public init() {}

    /// Deeper than any body the API takes.
    static let maximumDepth = 8

    public func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) async throws -> T {
        try Self.requireJSON(request)
        let buffer = try await request.body.collect(upTo: context.maxUploadSize)
        try Self.check(buffer.readableBytesView)
        return try JSONDecoder().decode(T.self, from: buffer)
    }

    /// Refuses a body that does not say it is JSON (415 `notJSON`). A page elsewhere can post
    /// a form or text to any server without asking; a JSON body needs the browser to ask the
    /// server first (CORS), which this one never allows.
    static func requireJSON(_ request: Request) throws(APIError) {
        let type = request.headers[.contentType]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
        guard type == "application/json" else {
            throw APIError(.unsupportedMediaType, "notJSON",
                           "the body must be JSON sent with Content-Type: application/json, not \(type ?? "no Content-Type")")
        }
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
