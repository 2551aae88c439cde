import Foundation
import Hummingbird

/// `GET /api/openapi.json`: the OpenAPI 3.1 document of this API, a resource of the module.
struct OpenAPIRoute {
    /// The document's bytes.
    static let document: ByteBuffer = {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "json"),
              let data = try? Data(contentsOf: url) else { preconditionFailure("the OpenAPI document is missing from the FieldServer bundle") }
        return ByteBuffer(bytes: data)
    }()

    func add(to router: Router<ServerContext>) {
        router.get("/api/openapi.json") { _, _ in
            Response(status: .ok, headers: [.contentType: "application/json"], body: ResponseBody(byteBuffer: Self.document))
        }
    }
}
