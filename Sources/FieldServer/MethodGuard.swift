import Hummingbird

/// Answers a request for a known path with a method it does not take with 405
/// `methodNotAllowed` and an `Allow` header, where the router alone would say 404.
///
/// It must be the router's last middleware, added after every route: a middleware applies
/// only to the routes added after it, and to the router's not-found responder, so it runs
/// for exactly the requests no route takes. A path no route matches stays a 404.
struct MethodGuard: RouterMiddleware {
    typealias Context = ServerContext

    /// The router's route paths with the methods each takes.
    private let routes: [(path: RouterPath, methods: [HTTPRequest.Method])]

    /// The guard for the routes `router` holds now.
    init(routes: [Router<ServerContext>.RouteDescription]) {
        var table: [(path: RouterPath, methods: [HTTPRequest.Method])] = []
        for route in routes {
            if let index = table.firstIndex(where: { $0.path == route.path }) {
                table[index].methods.append(route.method)
            } else {
                table.append((route.path, [route.method]))
            }
        }
        self.routes = table
    }

    func handle(_ request: Request, context: ServerContext,
                next: (Request, ServerContext) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        guard let allowed = methods(for: path), !allowed.contains(request.method) else {
            return try await next(request, context)
        }
        let list = allowed.map(\.rawValue).sorted().joined(separator: ", ")
        throw APIError(.methodNotAllowed, "methodNotAllowed", "\(request.method.rawValue) is not allowed on \(path); it takes \(list)",
                       headers: [.allow: list])
    }

    /// The methods of the route the router resolves `path` to, or `nil` for none. As the
    /// router does, a literal segment is preferred to a parameter at the first place two
    /// matching routes differ.
    func methods(for path: String) -> [HTTPRequest.Method]? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        let matching = routes.filter { route in
            route.path.components.count == segments.count && zip(route.path.components, segments).allSatisfy { $0 ~= $1 }
        }
        let best = matching.max { a, b in
            let literalsA = zip(a.path.components, segments).map { $0 == $1 }
            let literalsB = zip(b.path.components, segments).map { $0 == $1 }
            guard let place = literalsA.indices.first(where: { literalsA[$0] != literalsB[$0] }) else { return false }
            return !literalsA[place]
        }
        return best?.methods
    }
}
