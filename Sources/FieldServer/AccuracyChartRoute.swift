import Hummingbird
import Pictures
import Positioning

/// `GET /api/live/accuracy.svg?minutes=N&width=W`: the accuracy of the last N minutes (1 to
/// 60, 5 by default) as the SVG timeline `fieldfix replay --plot` draws, with the capture
/// gate's line at the server's maximum accuracy, W user units wide (480 to 1600, 640 by
/// default: the page asks for its own width, so that the text keeps its size) and 0.6 W
/// high, at least 440 (the timeline's panels need that height).
struct AccuracyChartRoute {
    let history: FixHistory
    let engine: AccuracyEngine

    func add(to router: Router<ServerContext>) {
        router.get("/api/live/accuracy.svg") { request, _ in
            let query = try RecordQuery(request)
            try query.only(["minutes", "width"])
            let minutes = try Self.number(query, "minutes", in: 1...60) ?? 5
            let width = Double(try Self.number(query, "width", in: 480...1600) ?? 640)
            let timeline = AccuracyTimeline(samples: history.samples(within: Double(minutes * 60)),
                                            gate: engine.policy.maximumAccuracy, confidence: engine.confidence,
                                            title: "last \(minutes) min")
            return Response(status: .ok, headers: [.contentType: "image/svg+xml; charset=utf-8", .cacheControl: "no-store"],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: timeline.svg(width: width, height: max(440, (width * 0.6).rounded())))))
        }
    }

    /// The whole number `name` in `range`, `nil` when the query has none.
    private static func number(_ query: RecordQuery, _ name: String, in range: ClosedRange<Int>) throws(APIError) -> Int? {
        try query.text(name).map { text throws(APIError) -> Int in
            guard let n = Int(text), range.contains(n) else {
                throw .badRequest("\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return n
        }
    }
}
