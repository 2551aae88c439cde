import FieldServer
import FieldStore
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The capture flow over the API: the server's gate decides, one capture at a time.
@Suite struct CaptureRouteTests {
    @Test func passingFixIsCapturedAndSavedAsATree() async throws {
        let harness = try ServerHarness(hdop: 1.0)
        try await harness.run { client in
            let started = try await client.send(.post, "/api/captures", json: #"{"kind":"tree"}"#)
            #expect(started.status == .created)
            #expect(started.object["phase"] as? String == "acquiring")
            let frozen = try await client.waitForCapture(phase: "frozen")
            #expect(frozen["phase"] as? String == "frozen")
            let location = try #require(frozen["location"] as? [String: Any])
            #expect(location["class"] as? String == "CAPTURE")
            let saved = try await client.send(.post, "/api/captures/current/save",
                                              json: #"{"species":"Malus domestica","collection":"Orchard"}"#)
            #expect(saved.status == .created)
            #expect(saved.object["species"] as? String == "Malus domestica")
            #expect(saved.object["collection"] as? String == "Orchard")
            let accuracy = try #require(saved.object["horizontalAccuracy"] as? Double)
            #expect(accuracy < 20)
            let after = try await client.execute(uri: "/api/captures/current", method: .get)
            #expect(after.object["phase"] as? String == "saved")
            #expect(after.object["recordId"] as? Int == saved.object["id"] as? Int)
            #expect(try harness.store.trees().map(\.species) == ["Malus domestica"])
        }
    }

    @Test func failingFixIsNeverCapturedAndCannotBeSaved() async throws {
        let harness = try ServerHarness(hdop: 30)
        try await harness.run { client in
            #expect(try await client.send(.post, "/api/captures", json: #"{"kind":"tree","auto":false}"#).status == .created)
            let status = try await client.waitForCapture { $0["captureAllowed"] != nil }
            #expect(status["phase"] as? String == "acquiring")
            #expect(status["captureAllowed"] as? Bool == false)
            #expect((status["captureBlockedReason"] as? String)?.contains(">= 20") == true)
            let freeze = try await client.execute(uri: "/api/captures/current/freeze", method: .post)
            #expect(freeze.status == .conflict)
            #expect(freeze.object["error"] as? String == "notReady")
            let save = try await client.send(.post, "/api/captures/current/save", json: #"{"species":"Malus"}"#)
            #expect(save.status == .conflict)
            #expect(save.object["error"] as? String == "notFrozen")
            let trees = try await client.execute(uri: "/api/trees", method: .get)
            #expect(trees.text == "[]")
            #expect(try harness.store.trees().isEmpty)
        }
    }

    @Test func secondCaptureIsRefusedWithTheReasonUntilTheFirstEnds() async throws {
        try await ServerHarness(hdop: 30).run { client in
            #expect(try await client.send(.post, "/api/captures", json: #"{"kind":"issue"}"#).status == .created)
            let second = try await client.send(.post, "/api/captures", json: #"{"kind":"tree"}"#)
            #expect(second.status == .conflict)
            #expect(second.object["error"] as? String == "captureBusy")
            #expect((second.object["message"] as? String)?.contains("one capture at a time") == true)
            let cancelled = try await client.execute(uri: "/api/captures/current", method: .delete)
            #expect(cancelled.object["phase"] as? String == "cancelled")
            #expect(try await client.send(.post, "/api/captures", json: #"{"kind":"tree"}"#).status == .created)
        }
    }

    @Test func averagingCountsItsSamplesAndRefusesBadRequests() async throws {
        let harness = try ServerHarness(hdop: 1.0)
        try await harness.run { client in
            for body in [#"{"kind":"bush"}"#, #"{"kind":"tree","average":0}"#, #"{"kind":"tree","maxAccuracy":25}"#, "{not json"] {
                let refused = try await client.send(.post, "/api/captures", json: body)
                #expect(refused.status == .badRequest, "\(body)")
                #expect(refused.object["error"] != nil)
            }
            // The capture rule the CLI applies too (CaptureSettings), in the body's own names.
            let raised = try await client.send(.post, "/api/captures", json: #"{"kind":"tree","maxAccuracy":25}"#)
            #expect((raised.object["message"] as? String)?.contains(#"Allow it with "acceptPoorAccuracy": true"#) == true, "\(raised.object)")
            #expect(try await client.send(.post, "/api/captures", json: #"{"kind":"tree","average":3}"#).status == .created)
            let frozen = try await client.waitForCapture(phase: "frozen")
            let location = try #require(frozen["location"] as? [String: Any])
            #expect(location["captureMethod"] as? String == "averaged")
            #expect(location["averageCount"] as? Int == 3)
            let wrongKind = try await client.send(.post, "/api/captures/current/save", json: #"{"category":"pothole","description":"deep"}"#)
            #expect(wrongKind.status == .conflict)
            let blank = try await client.send(.post, "/api/captures/current/save", json: #"{"species":"  "}"#)
            #expect(blank.status == .badRequest)
            #expect(try await client.execute(uri: "/api/captures/current", method: .get).object["phase"] as? String == "frozen")
            #expect(try harness.store.trees().isEmpty)
        }
    }

    @Test func photosUploadWithTheRecordAndAreServedWithTheirMediaType() async throws {
        let harness = try ServerHarness(hdop: 1.0)
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 100)
        try await harness.run { client in
            #expect(try await client.send(.post, "/api/captures", json: #"{"kind":"tree"}"#).status == .created)
            _ = try await client.waitForCapture(phase: "frozen")
            let notImage = Multipart(parts: [("record", nil, Array(#"{"species":"Prunus"}"#.utf8)), ("photo", "x.png", Array("hello".utf8))])
            let refused = try await client.execute(uri: "/api/captures/current/save", method: .post, headers: notImage.headers, body: notImage.body)
            #expect(refused.status == .unsupportedMediaType)
            #expect(refused.object["error"] as? String == "notAnImage")
            let form = Multipart(parts: [("record", nil, Array(#"{"species":"Prunus"}"#.utf8)), ("photo", "bark.png", png)])
            let saved = try await client.execute(uri: "/api/captures/current/save", method: .post, headers: form.headers, body: form.body)
            #expect(saved.status == .created)
            let id = try #require(saved.object["id"] as? Int)
            let photo = try await client.execute(uri: "/api/trees/\(id)/photos/1", method: .get)
            #expect(photo.status == .ok)
            #expect(photo.headers[.contentType] == "image/png")
            #expect(Array(buffer: photo.body) == png)
            #expect(try await client.execute(uri: "/api/trees/\(id)/photos/2", method: .get).status == .notFound)
        }
    }
}

/// A `multipart/form-data` body.
struct Multipart {
    let parts: [(name: String, fileName: String?, content: [UInt8])]
    let boundary = "fieldfix-test-boundary"

    var headers: HTTPFields { [.contentType: "multipart/form-data; boundary=\(boundary)"] }

    var body: ByteBuffer {
        var buffer = ByteBuffer()
        for part in parts {
            buffer.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(part.name)\"")
            if let fileName = part.fileName { buffer.writeString("; filename=\"\(fileName)\"\r\nContent-Type: application/octet-stream") }
            buffer.writeString("\r\n\r\n")
            buffer.writeBytes(part.content)
            buffer.writeString("\r\n")
        }
        buffer.writeString("--\(boundary)--\r\n")
        return buffer
    }
}
