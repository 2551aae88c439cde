import Foundation
import Hummingbird

/// Who may use the API.
///
/// On loopback anyone on this machine may, but only under a loopback `Host` (so that a web
/// page that rebinds its own name to 127.0.0.1 is refused). On any other address every
/// request but the pairing one needs the access token: as `Authorization: Bearer TOKEN`, or
/// as the session cookie a browser gets from `GET /pair?token=TOKEN` (the route
/// ``addPairing(to:)`` adds, where wrong tokens are throttled: ``PairingThrottle``), one
/// session per pairing, each revocable (``PairedSessions``).
/// Requests that change something (POST, PUT, PATCH, DELETE) that carry an `Origin` must
/// come from the server's own origin, and those made with the session cookie must say they
/// do (`Origin`, or `Sec-Fetch-Site: same-origin`). A `Host` that is not `name[:port]` is refused.
struct AccessGuard: RouterMiddleware {
    typealias Context = ServerContext

    /// The token; `nil` on loopback.
    let token: String?
    /// The paired devices' sessions, one added by each ``pair(_:)``.
    let sessions: PairedSessions
    /// How many wrong pairing tokens are answered.
    let throttle: PairingThrottle

    /// The cookie that carries the session.
    static let cookieName = "fieldfix_session"

    func handle(_ request: Request, context: ServerContext,
                next: (Request, ServerContext) async throws -> Response) async throws -> Response {
        let host = request.head.authority ?? ""
        guard let name = Self.hostName(host) else {
            throw APIError.badRequest("the Host header must be a host name or address with an optional port, not \(host.debugDescription)")
        }
        var context = context
        if let token {
            let credential = credential(request, token: token)
            guard request.uri.path == Self.pairingPath || credential != nil else {
                throw APIError(.unauthorized, "unauthorized",
                               "this server needs its access token: open the pairing URL serve printed, or send Authorization: Bearer TOKEN")
            }
            // A browser sends the cookie with any request, even one a page elsewhere makes; it
            // also says where a change comes from (Origin, Sec-Fetch-Site), and one that does
            // not say so is not taken on the cookie's word.
            if case .session? = credential, Self.mutates(request.method), request.headers[.origin] == nil,
               request.headers.first(where: { $0.name.canonicalName == "sec-fetch-site" })?.value != "same-origin" {
                throw APIError(.forbidden, "forbiddenOrigin",
                               "a change made with the session cookie must say it comes from this server (Origin or Sec-Fetch-Site)")
            }
            if case .session(let id)? = credential { context.sessionID = id }
        } else if !Self.isLoopback(name: name) {
            throw APIError(.forbidden, "forbiddenHost", "this server answers only to a loopback host name, not \(host)")
        }
        if Self.mutates(request.method), let origin = request.headers[.origin], origin != "http://" + host {
            throw APIError(.forbidden, "forbiddenOrigin", "requests that change something must come from http://\(host), not \(origin)")
        }
        return try await next(request, context)
    }

    /// The path of the pairing URL.
    static let pairingPath = "/pair"

    /// Adds `GET /pair?token=TOKEN`, which trades the token for a new session's cookie (HttpOnly,
    /// SameSite=Strict): a browser is sent on to the web app (303 to `/`), a client that
    /// asks for JSON (`Accept: application/json`, not `text/html`) gets `{"paired": true}`.
    /// On loopback there is no token, and the route answers 404.
    func addPairing(to router: Router<ServerContext>) {
        router.get(RouterPath(stringLiteral: Self.pairingPath)) { request, _ in try pair(request) }
    }

    private func pair(_ request: Request) throws -> Response {
        guard let token else {
            throw APIError(.notFound, "notFound", "this server listens on loopback: it needs no pairing")
        }
        let query = try RecordQuery(request)
        try query.only(["token"])
        guard throttle.allowsAttempt(at: .now) else {
            throw APIError(.tooManyRequests, "tooManyAttempts",
                           "too many wrong pairing tokens: try again in a minute with the URL serve printed")
        }
        guard let given = query.text("token"), Self.same(given, token) else {
            throttle.recordFailure(at: .now)
            throw APIError(.unauthorized, "unauthorized", "the pairing token is wrong; use the URL serve printed")
        }
        let session = sessions.pair(userAgent: request.headers[.userAgent], at: Date())
        let cookie = "\(Self.cookieName)=\(session.secret); Path=/; HttpOnly; SameSite=Strict"
        let accept = request.headers[values: .accept].joined(separator: ",")
        if accept.contains("application/json") && !accept.contains("text/html") {
            return JSONResponse.make(json: "{\"paired\":true}", headers: [.setCookie: cookie])
        }
        return Response(status: .seeOther, headers: [.location: "/", .setCookie: cookie, .cacheControl: "no-store"])
    }

    /// What a request proves who it is with.
    enum Credential {
        /// `Authorization: Bearer TOKEN`.
        case bearer
        /// The cookie of the paired session with this id.
        case session(id: String)
    }

    /// The request's valid credential, or `nil`.
    private func credential(_ request: Request, token: String) -> Credential? {
        if let authorization = request.headers[.authorization], authorization.hasPrefix("Bearer "),
           Self.same(String(authorization.dropFirst("Bearer ".count)), token) { return .bearer }
        for header in request.headers[values: .cookie] {
            for item in header.split(separator: ";") {
                let pair = item.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
                if pair.count == 2, pair[0] == Self.cookieName, let id = sessions.check(String(pair[1]), at: Date()) {
                    return .session(id: id)
                }
            }
        }
        return nil
    }

    /// Compares secrets in a time that does not depend on where they differ.
    static func same(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    static func mutates(_ method: HTTPRequest.Method) -> Bool {
        method == .post || method == .put || method == .patch || method == .delete
    }

    /// The name in a `Host` header: `name[:port]`, the name of letters, digits, dots and
    /// hyphens or an IPv6 address in brackets, the port digits; `nil` for anything else
    /// (`localhost:80@evil.example` is not a loopback name followed by junk, it is no host).
    static func hostName(_ host: String) -> String? {
        var name = Substring(host)
        var port: Substring?
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return nil }
            let rest = name[name.index(after: close)...]
            guard rest.isEmpty || rest.hasPrefix(":") else { return nil }
            port = rest.isEmpty ? nil : rest.dropFirst()
            name = name[name.index(after: name.startIndex)..<close]
            guard !name.isEmpty, name.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return nil }
        } else {
            if let colon = name.firstIndex(of: ":") {
                port = name[name.index(after: colon)...]
                name = name[..<colon]
            }
            guard !name.isEmpty, name.utf8.count <= 253,
                  name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }) else { return nil }
        }
        if let port {
            guard (1...5).contains(port.count), port.allSatisfy({ $0.isASCII && $0.isNumber }), Int(port)! <= 65535 else { return nil }
        }
        return String(name)
    }

    /// Whether `name` (a `Host` header's name, ``hostName(_:)``) names this machine's loopback.
    static func isLoopback(name: String) -> Bool {
        let octets = name.split(separator: ".", omittingEmptySubsequences: false)
        let isIPv4Loopback = octets.count == 4 && octets.first == "127" && octets.allSatisfy { UInt8($0) != nil }
        return name == "localhost" || name == "::1" || isIPv4Loopback
    }

    /// A new random secret: `bytes` bytes (256 bits unless told) as hex.
    static func secret(bytes: Int = 32) -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<bytes).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }
}
