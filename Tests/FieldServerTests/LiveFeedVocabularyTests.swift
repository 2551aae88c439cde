@testable import FieldServer
import FrontEnd
import Output
import Positioning
import Receivers
import Testing

/// The live stream writes each kind of line in one place, Output's ``LiveEncoder``: every
/// `event: status` and `event: tpv` carries, in order, exactly the line `live --json`
/// prints for the same status.
@Suite struct LiveFeedVocabularyTests {
    static let source = "scripted://feed"

    /// A fix `second` seconds into the script, `north` metres north of the start.
    static func fix(_ second: Int, north: Double = 0, speed: Double? = nil, hdop: Double = 1.0, position: Bool = true) -> Fix {
        Fix(time: FixTime(date: CivilDate(year: 2024, month: 3, day: 15), millisecondOfDay: 43_200_000 + second * 1000),
            latitude: position ? 52.5 + north / 111_250 : nil, longitude: position ? 13.4 : nil, altitudeMSL: position ? 34 : nil,
            speed: speed, mode: position ? .threeD : .noFix, quality: position ? .autonomous : .invalid,
            satellitesUsed: position ? 9 : 0, hdop: hdop)
    }

    /// Everything a receiver can say: connecting, still fixes, moving ones, a poor one, a fix
    /// without position, a lost connection and a failure with its reason.
    static let events: [SourceEvent] = [
        .connecting, .connected(to: "feed"),
        .fix(fix(1)), .fix(fix(2)), .fix(fix(3)), .fix(fix(4, speed: 0.1)),
        .fix(fix(5, north: 3, speed: 3)), .fix(fix(6, north: 6, speed: 3)), .fix(fix(7, north: 9, hdop: 9)),
        .fix(fix(8, position: false)),
        .disconnected(SourceError(.closed, source: source, detail: "connection reset by \"peer\"")),
        .connecting, .connected(to: "feed"), .fix(fix(20, north: 9)),
        .failed(SourceError(.connectionFailed, source: source, detail: "connection refused")),
    ]

    /// A receiver that reports ``events`` and ends.
    struct ScriptedReceiver: FixSource {
        var name: String { LiveFeedVocabularyTests.source }
        func start() -> SourceRun {
            SourceRun(name: "scripted") { context in
                for event in LiveFeedVocabularyTests.events { context.emit(event) }
            }
        }
    }

    /// A clock that stands still: no fix goes stale, so every run of the script gives the same statuses.
    struct StillClock: MonotonicClock {
        func now() -> Instant { Instant(seconds: 0) }
        func sleep(until deadline: Instant) async throws { try await Task.sleep(for: .seconds(3600)) }
    }

    static func service() -> LocationService {
        LocationService(source: ScriptedReceiver(), clock: StillClock())
    }

    /// The lines `live --json` prints for `statuses`, in order.
    static func liveLines(_ statuses: [LocationStatus]) -> [String] {
        var encoder = LiveEncoder(json: true, colored: false, source: source)
        return statuses.flatMap { encoder.encode($0).lines }
    }

    @Test func theServersStreamIsLiveJSONLineForLine() async throws {
        let hub = LiveHub(bufferLimit: 1000)
        let stream = hub.subscribe()
        await ReceiverFeed(service: Self.service(), hub: hub, desk: CaptureDesk(hub: hub, engine: AccuracyEngine())).run()
        hub.close()
        var sent: [(event: String, data: String)] = []
        for await text in stream {
            let fields = text.split(separator: "\n").map(String.init)
            try #require(fields.count == 2 && fields[0].hasPrefix("event: ") && fields[1].hasPrefix("data: "), "\(text)")
            let event = String(fields[0].dropFirst("event: ".count))
            if event == "tpv" || event == "status" { sent.append((event, String(fields[1].dropFirst("data: ".count)))) }
        }

        var statuses: [LocationStatus] = []
        for await status in Self.service().statuses() { statuses.append(status) }
        let printed = Self.liveLines(statuses)

        #expect(sent.map(\.data) == printed)
        #expect(sent.map(\.event) == printed.map { $0.hasPrefix(#"{"class":"STATUS""#) ? "status" : "tpv" })
        #expect(sent.count == 15, "6 statuses and 9 TPVs")
        // The contract itself, as the stream sent it before it used LiveEncoder.
        try #require(sent.count == 15)
        #expect(sent[0].data == #"{"class":"STATUS","state":"connecting","source":"scripted://feed"}"#)
        #expect(sent[6].data == #"{"class":"TPV","time":"2024-03-15T12:00:05.000Z","mode":3,"status":1,"lat":52.500026966,"lon":13.4,"#
            + #""altMSL":34.0,"speed":3.0,"hdop":1.0,"uSat":9,"quality":"autonomous","accuracy":5.337,"confidence":0.68,"#
            + #""accuracySource":"dopModel","accuracyText":"±5.3 m (68%)","accuracyClass":"good","captureAllowed":true,"motion":"moving"}"#)
        #expect(sent[10].data == #"{"class":"STATUS","state":"disconnected","source":"scripted://feed","reason":"connection reset by \"peer\""}"#)
        #expect(sent[14].data == #"{"class":"STATUS","state":"ended","source":"scripted://feed","reason":"connection refused"}"#)
    }

    /// A fix gone stale (which the still clock above never lets happen): its STATUS line, then
    /// its TPV refused as stale, as `live --json` prints them.
    @Test func aStaleFixIsTheStatusThenTheRefusedTPV() throws {
        var tracker = LocationTracker(staleAfter: 2)
        var statuses = [SourceEvent]([.connecting, .connected(to: "feed"), .fix(Self.fix(1)), .fix(Self.fix(2))])
            .enumerated().map { tracker.handle($1, now: Instant(seconds: Double($0))) }
        let stale = tracker.tick(now: Instant(seconds: 6.25))
        statuses.append(try #require(stale))
        statuses.append(tracker.handle(.fix(Self.fix(9)), now: Instant(seconds: 7)))

        var events = ReceiverFeed.Events(source: Self.source)
        let sent = statuses.flatMap { events.of($0) }
        #expect(sent.map(\.data) == Self.liveLines(statuses))
        #expect(sent.map(\.name) == ["status", "status", "tpv", "tpv", "status", "tpv", "tpv"])
        #expect(sent[4].data == #"{"class":"STATUS","state":"stale","source":"scripted://feed","age":3.25}"#)
        #expect(sent[5].data.contains(#""captureAllowed":false,"captureBlockedCode":"stale","#), "\(sent[5].data)")
    }

    /// Statuses the server fell behind on are told on the live stream as `live` tells them on
    /// standard error: at the first, then at each tenfold count, before the status that says so.
    @Test func droppedStatusesAreToldAtEachTenfoldCount() {
        var tracker = LocationTracker(staleAfter: 2)
        let drops = [0, 1, 3, 9, 10, 42, 100]
        let statuses = drops.enumerated().map { index, dropped in
            var status = tracker.handle(index == 0 ? .connecting : .fix(Self.fix(index)), now: Instant(seconds: Double(index)))
            status.droppedStatuses = dropped
            return status
        }
        var events = ReceiverFeed.Events(source: Self.source)
        let told = statuses.flatMap { events.of($0) }.filter { $0.name == "dropped" }.map(\.data)
        #expect(told == [1, 10, 100].map { #"{"class":"DROPPED","source":"scripted://feed","statuses":\#($0)}"# })
        var report = DropReport()
        #expect(statuses.compactMap { report.count(for: $0) } == [1, 10, 100])
    }
}
