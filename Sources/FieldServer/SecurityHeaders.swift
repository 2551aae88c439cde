import Hummingbird

/// The headers every response carries, whatever route or failure made it: browsers sniff
/// no types and send no referrer; pages load scripts, styles and images only from this
/// server (and images from the tile server when one is configured), post forms only here,
/// and are never framed; API responses, exports included, are never cached.
struct SecurityHeaders: RouterMiddleware {
    typealias Context = ServerContext

    /// The Content-Security-Policy sent with every response.
    let policy: String

    /// Headers for a server whose map tiles come from `tiles` (a Leaflet URL template), if any.
    init(tiles: String?) {
        var images = "'self' blob: data:"
        if let origin = tiles.flatMap(Self.origin(ofTemplate:)) { images += " " + origin }
        policy = "default-src 'self'; img-src \(images); style-src 'self' 'unsafe-inline'; object-src 'none'; "
            + "base-uri 'none'; frame-ancestors 'none'; form-action 'self'"
    }

    func handle(_ request: Request, context: ServerContext,
                next: (Request, ServerContext) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        for field in fields { response.headers[field.name] = field.value }
        if request.uri.path.hasPrefix("/api/") { response.headers[.cacheControl] = "no-store" }
        return response
    }

    /// The headers themselves, also for the responses the HTTP layer makes (``HeadErrorResponder``).
    var fields: HTTPFields {
        [.contentSecurityPolicy: policy, Self.contentTypeOptions: "nosniff", Self.referrerPolicy: "no-referrer"]
    }

    static let contentTypeOptions = HTTPFields.Element.Name("X-Content-Type-Options")!
    static let referrerPolicy = HTTPFields.Element.Name("Referrer-Policy")!

    /// The scheme and host of a tile URL template, as a CSP source (`https://*.tile.example`
    /// for `https://{s}.tile.example/{z}/{x}/{y}.png`); `nil` unless it is an http(s) URL.
    static func origin(ofTemplate template: String) -> String? {
        let parts = template.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[0] == "https:" || parts[0] == "http:", parts[1].isEmpty else { return nil }
        let host = parts[2].replacing("{s}", with: "*")
        guard !host.isEmpty, host.allSatisfy({ $0.isLetter || $0.isNumber || ".-:*[]".contains($0) }) else { return nil }
        return "\(parts[0])//\(host)"
    }
}
