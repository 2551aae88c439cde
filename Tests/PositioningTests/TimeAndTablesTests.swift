import NMEA
import Testing
@testable import Positioning

@Suite struct TimeModelTests {
    @Test func midnightIsCrossedForwardNotBack() {
        // 23:59:59 to 00:00:01 is 2 s on (a step back of over 12 h); only such steps wrap.
        #expect(FixTime.millisecondsOfDay(from: 86_399_000, to: 1_000) == 2_000)
        #expect(FixTime.millisecondsOfDay(from: 1_000, to: 86_399_000) == 86_398_000)
        #expect(FixTime.millisecondsOfDay(from: 10_000, to: 5_000) == -5_000)
        let dated = FixTime(unixMilliseconds: 1_717_236_000_000)
        let later = FixTime(unixMilliseconds: 1_717_236_000_000 + 90_061_500)
        #expect(FixTime.milliseconds(from: dated, to: later) == 90_061_500)
        #expect(later.iso8601 == "2024-06-02T11:01:01.500Z")
    }

    @Test func iso8601PadsEveryFieldAndWritesTheSameBytesWithoutAString() {
        let times = [
            FixTime(date: CivilDate(year: 2024, month: 3, day: 5), millisecondOfDay: 3_723_004),
            FixTime(date: CivilDate(year: 987, month: 12, day: 31), millisecondOfDay: 0),
            FixTime(date: CivilDate(year: 12_345, month: 1, day: 1), millisecondOfDay: 86_400_999),
            FixTime(date: CivilDate(year: -5, month: 1, day: 1), millisecondOfDay: 61_001),
            FixTime(date: nil, millisecondOfDay: 45_296_789),
        ]
        #expect(times.map(\.iso8601) == [
            "2024-03-05T01:02:03.004Z", "0987-12-31T00:00:00.000Z", "12345-01-01T23:59:60.999Z",
            "00-5-01-01T00:01:01.001Z", "12:34:56.789",
        ])
        for time in times {
            let bytes = [UInt8](unsafeUninitializedCapacity: FixTime.iso8601Capacity) { buffer, count in
                count = time.writeISO8601(to: buffer)
            }
            #expect(bytes == Array(time.iso8601.utf8))
        }
    }

    @Test func aTimelineStartsAtZeroAndFollowsTheReceiverAcrossMidnight() {
        var timeline = FixTimeline()
        #expect(timeline.instant(of: FixTime(date: nil, millisecondOfDay: 86_398_000)) == 0)
        #expect(timeline.instant(of: nil) == 0)
        #expect(timeline.instant(of: FixTime(date: nil, millisecondOfDay: 86_399_500)) == 1.5)
        #expect(timeline.instant(of: FixTime(date: nil, millisecondOfDay: 2_000)) == 4)
        #expect(Instant(seconds: 4).seconds(since: 1.5) == 2.5)
    }
}

@Suite struct MappingTableTests {
    @Test func ggaQualitiesAndModeLettersReadBackToTheirQuality() {
        for quality in FixQuality.allCases where quality != .invalid {
            #expect(FixQuality(gga: quality.ggaQuality) == quality)
            #expect(FixQuality(modeIndicator: quality.modeIndicator) == quality)
        }
        #expect(FixQuality(gga: .invalid) == nil && FixQuality(modeIndicator: .notValid) == nil)
        #expect(FixQuality.autonomous.ggaQuality == .autonomous && FixQuality.rtkFloat.ggaQuality.rawValue == 5)
    }

    /// decode names GGA's quality by its case, live by FixQuality's: the same words.
    @Test func ggaQualitiesAreNamedAsFixQualities() {
        for quality in FixQuality.allCases {
            #expect("\(quality.ggaQuality)" == quality.rawValue)
        }
    }

    @Test func captureMethodsReadBackFromTheirNames() {
        for method in [CaptureMethod.single, .auto, .averaged(count: 5, duration: 4.5, scatter: 0.3)] {
            #expect(CaptureMethod(name: method.name, count: 5, duration: 4.5, scatter: 0.3) == method)
        }
        #expect(CaptureMethod(name: "averaged", count: 5, duration: nil, scatter: 0.3) == nil)
        #expect(CaptureMethod(name: "guessed", count: nil, duration: nil, scatter: nil) == nil)
    }

    @Test func iso8601WithAZoneGivesUnixMilliseconds() throws {
        #expect(TimestampText("2024-06-01T10:00:00Z")?.unixMilliseconds == 1_717_236_000_000)
        #expect(TimestampText("2024-06-01T12:00:00.250+02:00")?.unixMilliseconds == 1_717_236_000_250)
        #expect(TimestampText("2024-06-01T10:00:00")?.unixMilliseconds == nil)
        #expect(TimestampText("2024-13-01T10:00:00Z") == nil)
    }
}
