import Hummingbird
import Output

/// `GET /api/vocabulary`: the accuracy classes, issue categories and export formats with
/// their labels (``VocabularyJSON``), which the web app reads once at start.
struct VocabularyRoute {
    func add(to router: Router<ServerContext>) {
        router.get("/api/vocabulary") { _, _ in JSONResponse.make(json: VocabularyJSON.document) }
    }
}
