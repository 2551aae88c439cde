import Hummingbird

/// Responses whose bodies the encoders already wrote.
enum JSONResponse {
    /// `json` (one JSON value) with `application/json`.
    static func make(status: HTTPResponse.Status = .ok, json: String, headers: HTTPFields = [:]) -> Response {
        var fields = headers
        fields[.contentType] = "application/json"
        fields[.cacheControl] = "no-store"
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(string: json)))
    }

    /// A JSON array of already encoded elements, one per line.
    static func array(_ elements: [String], status: HTTPResponse.Status = .ok) -> Response {
        make(status: status, json: elements.isEmpty ? "[]" : "[\n" + elements.joined(separator: ",\n") + "\n]")
    }
}
