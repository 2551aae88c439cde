import FieldStore
import Hummingbird
import NIOCore
import NIOHTTP1

/// Turns every failure into the API's JSON error: ``APIError``s as they are, store errors
/// by their code, Hummingbird's own (unknown route, body too large) with their status, a JSON
/// body over the context's limit as 413, a body that is not valid HTTP (a bad chunk) as 400, and
/// anything else into a 500 that does not leak details.
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = ServerContext

    func handle(_ request: Request, context: ServerContext,
                next: (Request, ServerContext) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            return try error.response(from: request, context: context)
        } catch let error as StoreError {
            return try APIError(error).response(from: request, context: context)
        } catch let error as HTTPError {
            return try Self.translate(error).response(from: request, context: context)
        } catch is NIOTooManyBytesError {
            let limit = context.maxUploadSize / 1_048_576
            return try APIError(.contentTooLarge, "tooLarge", "the JSON body must be at most \(limit) MiB")
                .response(from: request, context: context)
        } catch let error as HTTPParserError {
            // A body that breaks HTTP itself (a bad chunk size) surfaces while it is read.
            return try APIError.badRequest("the request is not valid HTTP/1.1: \(error)").response(from: request, context: context)
        } catch is DecodingError {
            return try APIError.badRequest("the body is not the JSON this route takes").response(from: request, context: context)
        } catch {
            context.logger.error("unexpected failure on \(request.method) \(request.uri.path): \(error)")
            return try APIError(.internalServerError, "internal", "the server failed; nothing was changed by this request")
                .response(from: request, context: context)
        }
    }

    /// Hummingbird's errors with a code that names them.
    static func translate(_ error: HTTPError) -> APIError {
        switch error.status {
        case .notFound: return APIError(.notFound, "notFound", "no such route: see /api/openapi.json")
        case .contentTooLarge: return APIError(.contentTooLarge, "tooLarge", error.body ?? "the request body is too large")
        case .badRequest: return APIError.badRequest(error.body ?? "malformed request")
        default: return APIError(error.status, "http\(error.status.code)", error.body ?? error.status.reasonPhrase)
        }
    }
}
