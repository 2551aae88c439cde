import Hummingbird

/// `GET /api/live`: Server-Sent Events. `event: tpv` carries the object `live --json`
/// prints for each fix, `event: sky` gpsd's SKY object (the satellites in view with their
/// signal levels, when they change or every few seconds), `event: status` a change of
/// connection, `event: capture` the capture's progress. A new client first gets the latest of each. `?limit=N` ends the
/// stream after N events.
struct LiveRoute {
    let hub: LiveHub

    func add(to router: Router<ServerContext>) {
        router.get("/api/live") { request, _ in
            let query = try RecordQuery(request)
            try query.only(["limit"])
            let limit = try query.text("limit").map { text throws(APIError) -> Int in
                guard let n = Int(text), n > 0 else { throw .badRequest("limit must be a positive number of events") }
                return n
            }
            let events = hub.subscribe()
            let body = ResponseBody { writer in
                var sent = 0
                for await event in events {
                    try await writer.write(ByteBuffer(string: event))
                    sent += 1
                    if let limit, sent >= limit { break }
                }
                try await writer.finish(nil)
            }
            return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"], body: body)
        }
    }
}
