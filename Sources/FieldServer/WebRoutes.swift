import Output
import FieldStore
import Foundation
import Hummingbird

/// The field web app: `GET /` is its page, `GET /app/{name}` its scripts and styles (only
/// the files bundled in the module's `Web` folder, held in memory), `GET /app/config.json`
/// what the page needs to know of the server (the tile URL template, if any), and
/// `GET /vendor/leaflet/...` Leaflet from Debian's `libjs-leaflet`, read from the system
/// path. No name in a request is joined to a path: it is looked up among the files found
/// when the routes were made.
struct WebRoutes {
    /// The bundled files by name, with their media types.
    let files: [String: StaticFile]
    /// Leaflet's files (`leaflet.js`, `leaflet.css`, `images/*.png`) by relative name, as paths.
    let leaflet: [String: String]
    /// `{"tiles": template-or-null}`.
    let config: ByteBuffer

    /// Where Debian's `libjs-leaflet` puts Leaflet.
    static let leafletFolder = "/usr/share/javascript/leaflet"

    /// A bundled file's bytes and media type.
    struct StaticFile {
        let bytes: ByteBuffer
        let mediaType: String
    }

    /// The routes for the bundled app; `tiles` is the tile URL template (`{z}/{x}/{y}`) the
    /// map uses, or `nil` for the offline grid.
    init(tiles: String?) {
        var files: [String: StaticFile] = [:]
        if let folder = Bundle.module.url(forResource: "Web", withExtension: nil),
           let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) {
            for name in names {
                guard let type = Self.mediaType(of: name),
                      let data = FileManager.default.contents(atPath: folder.path + "/" + name) else { continue }
                files[name] = StaticFile(bytes: ByteBuffer(bytes: data), mediaType: type)
            }
        }
        precondition(files["index.html"] != nil, "the web app is missing from the FieldServer bundle")
        self.files = files
        var leaflet: [String: String] = [:]
        for folder in ["", "images/"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: Self.leafletFolder + "/" + folder)) ?? []
            for name in names where name == "leaflet.js" || name == "leaflet.css" || name.hasSuffix(".png") {
                leaflet[folder + name] = Self.leafletFolder + "/" + folder + name
            }
        }
        self.leaflet = leaflet
        config = ByteBuffer(string: "{\"tiles\":" + (tiles.map { RecordJSON.string($0) } ?? "null") + "}")
    }

    func add(to router: Router<ServerContext>) {
        router.get("/") { _, _ in try file("index.html") }
        router.get("/app/config.json") { _, _ in
            Response(status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: ResponseBody(byteBuffer: config))
        }
        router.get("/app/:name") { _, context in try file(context.parameters.get("name") ?? "") }
        router.get("/vendor/leaflet/:name") { _, context in try await vendor(context.parameters.get("name") ?? "") }
        router.get("/vendor/leaflet/images/:name") { _, context in try await vendor("images/" + (context.parameters.get("name") ?? "")) }
    }

    private func file(_ name: String) throws(APIError) -> Response {
        guard let file = files[name] else { throw APIError(.notFound, "notFound", "the web app has no file \(name)") }
        // The content security policy comes with every response (SecurityHeaders).
        let headers: HTTPFields = [.contentType: file.mediaType, .cacheControl: "no-cache"]
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: file.bytes))
    }

    private func vendor(_ name: String) async throws(APIError) -> Response {
        guard let path = leaflet[name], let type = Self.mediaType(of: name) else {
            throw APIError(.notFound, "notFound", leaflet.isEmpty
                ? "Leaflet is not installed (Debian's libjs-leaflet, \(Self.leafletFolder)); the map draws its own grid"
                : "Leaflet has no file \(name)")
        }
        return try await FileResponse.make(path: path, contentType: type, headers: [.cacheControl: "max-age=86400"])
    }

    /// The media type of a file the app serves, by its extension; `nil` for any other kind.
    static func mediaType(of name: String) -> String? {
        switch name.split(separator: ".").last {
        case "html": return "text/html; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "json": return "application/json"
        default: return nil
        }
    }
}
