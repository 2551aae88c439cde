import NTRIP
import Positioning
import Simulator
import Testing

/// The link's states driven with instants of the test's own.
@Suite struct NTRIPSessionTests {
    private func session(version: NTRIPVersion? = nil, credentials: Bool = true) throws -> NTRIPSession<SeededRandom> {
        let endpoint = try NTRIPEndpoint(parsing: credentials ? "ntrip://u:p@127.0.0.1:2101/M" : "ntrip://127.0.0.1:2101/M")
        return NTRIPSession(settings: NTRIPSettings(link: .ntrip(endpoint, version: version), agentVersion: "0.1.0"),
                            generator: SeededRandom(seed: 7))
    }

    private func statuses(_ actions: [NTRIPAction]) -> [NTRIPStatus] {
        actions.compactMap { if case let .report(status) = $0 { status } else { nil } }
    }

    @Test func streamsStallsBacksOffAndReconnects() throws {
        var link = try session()
        #expect(statuses(link.start(at: 0)).map(\.state) == [.connecting])
        let opened = link.connected(at: 0.1)
        #expect(statuses(opened).map(\.state) == [.waiting])
        #expect(opened.contains(.sendPosition) && opened.contains { if case .send = $0 { true } else { false } })
        let streaming = link.received(Array("ICY 200 OK\r\n".utf8) + [0xD3, 0, 0], at: 0.2)
        #expect(statuses(streaming).map(\.state) == [.streaming] && streaming.contains(.deliver([0xD3, 0, 0])))
        #expect(link.version == .v1)
        #expect(link.tick(at: 10.1) == [.sendPosition])
        let stalled = link.tick(at: 10.3)
        #expect(statuses(stalled).map(\.state) == [.stalled, .backoff] && stalled.contains(.disconnect))
        #expect(statuses(stalled)[0].message == "stalled: no corrections for 10.1 s")
        let retry = try #require(statuses(stalled)[1].retryIn)
        #expect(retry >= 0.5 && retry <= 1)
        #expect(link.tick(at: Instant(seconds: 10.3 + retry / 2)).isEmpty)
        #expect(statuses(link.tick(at: Instant(seconds: 10.3 + retry))).map(\.state) == [.connecting])
        #expect(statuses(link.stop(at: 20)).map(\.state) == [.closed])
    }

    @Test func refusalsAreToldApartInWords() throws {
        let replies: [(String, NTRIPProblem, String)] = [
            ("HTTP/1.1 401 Unauthorized\r\n\r\n", .unauthorized, "the caster refused the credentials (401 Unauthorized)"),
            ("SOURCETABLE 200 OK\r\n\r\nENDSOURCETABLE\r\n", .noMountpoint, "no mountpoint 'M' on the caster (it answered with its sourcetable)"),
            ("HTTP/1.1 503 Busy\r\n\r\n", .refused, "the caster answered 503 Busy"),
            ("garbage\r\n", .malformedReply, "not NTRIP or HTTP"),
        ]
        for (reply, problem, words) in replies {
            var link = try session()
            _ = link.start(at: 0)
            _ = link.connected(at: 0)
            let actions = link.received(Array(reply.utf8), at: 1)
            let status = try #require(statuses(actions).last)
            #expect(status.state == .backoff && status.problem == problem && status.message.contains(words), "\(status.message)")
            #expect(actions.first == .disconnect && !status.message.contains(":p@"))
        }
        var link = try session()
        _ = link.start(at: 0)
        let failed = statuses(link.connectionFailed("Connection refused", at: 1))
        #expect(failed.map(\.problem) == [.unreachable] && failed[0].message.hasPrefix("caster unreachable (ntrip://u:***@127.0.0.1:2101/M): Connection refused"))
    }

    @Test func aCasterThatHangsUpOnVersion2IsAskedInVersion1() throws {
        var link = try session()
        _ = link.start(at: 0)
        _ = link.connected(at: 0)
        let closed = statuses(link.closedByPeer(at: 0.5))
        #expect(closed.first?.problem == .streamClosed && closed.first?.message.contains("trying NTRIP 1.0") == true)
        #expect(link.version == .v1)
        var forced = try session(version: .v2)
        _ = forced.start(at: 0)
        _ = forced.connected(at: 0)
        _ = forced.closedByPeer(at: 0.5)
        #expect(forced.version == .v2)
    }

    @Test func backoffDoublesUpToItsLimitWithJitter() {
        var backoff = NTRIPBackoff(initialDelay: 1, maximumDelay: 8)
        var generator = SeededRandom(seed: 3)
        let delays = (0..<6).map { _ in backoff.nextDelay(unit: Double.random(in: 0..<1, using: &generator)) }
        for (delay, base) in zip(delays, [1.0, 2, 4, 8, 8, 8]) { #expect(delay >= base / 2 && delay <= base) }
        #expect(Set(delays).count == delays.count)
    }
}
