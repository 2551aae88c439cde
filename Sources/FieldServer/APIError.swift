import Output
import FieldStore
import Hummingbird

/// An API failure, sent as `{"error": code, "message": ...}` with its HTTP status.
///
/// `code` is stable and machine-readable (`notFound`, `captureBusy`, `tooLarge`...);
/// `message` says what was wrong and where, for people.
public struct APIError: Error, HTTPResponseError, Sendable, CustomStringConvertible {
    /// The HTTP status.
    public let status: HTTPResponse.Status
    /// The machine-readable code.
    public let code: String
    /// What went wrong, for people.
    public let message: String
    /// Header fields the response carries besides the JSON ones (`Allow` of a 405).
    let headers: HTTPFields

    /// An error with a status, a code and a message.
    public init(_ status: HTTPResponse.Status, _ code: String, _ message: String) {
        self.init(status, code, message, headers: [:])
    }

    init(_ status: HTTPResponse.Status, _ code: String, _ message: String, headers: HTTPFields) {
        self.status = status
        self.code = code
        self.message = message
        self.headers = headers
    }

    public var description: String { "\(status.code) \(code): \(message)" }

    /// A 400 for a request that is malformed or out of range.
    static func badRequest(_ message: String) -> APIError { APIError(.badRequest, "badRequest", message) }

    /// A store failure with the status its code means: a missing record is 404, a taken
    /// name 409, a refused value, photo or import 400 or 415, the rest 500.
    init(_ error: StoreError) {
        let status: HTTPResponse.Status
        switch error.code {
        case .notFound: status = .notFound
        case .duplicateName: status = .conflict
        case .invalidValue, .ungatedLocation, .invalidImport: status = .badRequest
        case .invalidPhoto: status = .unsupportedMediaType
        default: status = .internalServerError
        }
        self.init(status, error.code.name, error.message)
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        JSONResponse.make(status: status, json: json, headers: headers)
    }

    /// The body: `{"error": code, "message": ...}`.
    var json: String {
        "{\"error\":\(RecordJSON.string(code)),\"message\":\(RecordJSON.string(message))}"
    }
}
