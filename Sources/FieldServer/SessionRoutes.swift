import FieldStore
import Foundation
import Hummingbird
import Output
import TextEncoding

/// The paired devices: `GET /api/sessions` lists their sessions (the caller's marked
/// `current`), `DELETE /api/sessions/{id}` revokes one, after which its cookie is refused with
/// 401 (the caller's own may be revoked too). On loopback there is no pairing, hence no
/// session: both answer 404, as `/pair` does.
struct SessionRoutes {
    /// The sessions; `nil` on loopback.
    let sessions: PairedSessions?

    func add(to router: Router<ServerContext>) {
        router.get("/api/sessions") { request, context in
            try RecordQuery(request).only([])
            let sessions = try existing()
            return JSONResponse.array(sessions.all.map { Self.json($0, current: $0.id == context.sessionID) })
        }
        router.delete("/api/sessions/:id") { _, context in
            let id = context.parameters.get("id") ?? ""
            guard try existing().revoke(id: id) else {
                throw APIError(.notFound, "notFound", "no paired session has the id \(RecordJSON.string(id)): see GET /api/sessions")
            }
            return JSONResponse.make(json: "{\"deleted\":[\(RecordJSON.string(id))]}")
        }
    }

    private func existing() throws(APIError) -> PairedSessions {
        guard let sessions else {
            throw APIError(.notFound, "notFound", "this server listens on loopback: no device is paired, so there are no sessions")
        }
        return sessions
    }

    /// `{"id", "label", "pairedAt", "lastSeen", "current"}`; never the secret.
    static func json(_ session: PairedSessions.Session, current: Bool) -> String {
        var json = JSONWriter()
        json.beginObject()
        json.field("id", session.id)
        json.field("label", session.label)
        json.field("pairedAt", Timestamp.iso8601(session.pairedAt))
        json.field("lastSeen", Timestamp.iso8601(session.lastSeen))
        json.field("current", current)
        json.endObject()
        return json.text
    }
}
