@testable import FieldServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The live stream: what `live --json` prints, to every client, and never more memory than
/// a bounded buffer per client.
@Suite struct LiveStreamTests {
    @Test func eventsAreTheLiveJSONObjects() async throws {
        try await ServerHarness(hdop: 1.0).run { client in
            // The stream waits for its events: the receiver's first statuses and fixes.
            let response = try await client.execute(uri: "/api/live?limit=4", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/event-stream")
            let events = response.text.components(separatedBy: "\n\n").filter { !$0.isEmpty }
            #expect(events.count == 4)
            let tpv = try #require(events.first { $0.hasPrefix("event: tpv\n") })
            let data = try #require(tpv.split(separator: "\n").last?.dropFirst("data: ".count))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
            #expect(object["class"] as? String == "TPV")
            #expect(object["captureAllowed"] as? Bool == true)
            #expect(object["lat"] as? Double == 52.5)
            #expect(try await client.execute(uri: "/api/live?limit=0", method: .get).status == .badRequest)
        }
    }

    @Test func aClientThatDoesNotReadIsDroppedAtItsBufferLimit() async throws {
        let hub = LiveHub(bufferLimit: 8)
        let slow = hub.subscribe()
        var fast = hub.subscribe().makeAsyncIterator()
        // The fast client reads each event as it comes; the slow one reads nothing.
        for n in 0..<100 {
            hub.publish(event: "tpv", data: "{\"n\":\(n)}")
            #expect(await fast.next() == "event: tpv\ndata: {\"n\":\(n)}\n\n")
        }
        #expect(hub.droppedCount == 1)
        #expect(hub.clientCount == 1)
        var slowCount = 0
        for await _ in slow { slowCount += 1 }
        #expect(slowCount == 8)
        hub.close()
        #expect(await fast.next() == nil)
        #expect(hub.clientCount == 0)
    }
}
