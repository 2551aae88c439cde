import Capture
@testable import FieldStore
import Positioning
import Testing
@testable import Output

/// What a capture says to people: failures, the frozen location, recovery, the status line.
@Suite struct CaptureTextTests {
    @Test func numbersKeepAtMostOneDecimal() {
        #expect(CaptureText.number(20) == "20")
        #expect(CaptureText.number(23.44) == "23.4")
        #expect(CaptureText.number(119.96) == "120")
    }

    @Test func aTimeoutNamesTheBestFixAndWhyItWasRefused() {
        let best = TPVEncoderTests.update(verdict: .refused(.accuracyTooLarge(23.4, limit: 20)))
        let text = CaptureText.failure(.timedOut(after: 120, best: best))
        #expect(text.hasPrefix("no capture: timed out after 120 s; best fix 4.3 m ("), "\(text)")
        #expect(text.hasSuffix("); nothing saved"))
        #expect(CaptureText.failure(.sourceEnded("x ended", best: nil))
            == "no capture: x ended; no fix with a known accuracy was seen; nothing saved")
        #expect(CaptureText.failure(.cancelled) == "capture cancelled; nothing saved")
    }

    @Test func theLocationReadsWithItsAccuracyAndMethod() throws {
        let location = try CapturedLocation(update: TPVEncoderTests.update(), maximumAccuracy: 20, method: .averaged(count: 5, duration: 4, scatter: 1.25))
        #expect(CaptureText.location(location) == "-37.7847883, 175.3148967 ±4.3 m (68%, dopModel), mean of 5 fixes over 4 s, scatter 1.3 m")
    }

    @Test func afterFreezingACaptureNotesARecordingAndARaisedGate() throws {
        let update = TPVEncoderTests.update()
        let standard = try CapturedLocation(update: update, maximumAccuracy: 20, method: .single)
        let raised = try CapturedLocation(update: update, maximumAccuracy: 35.5, method: .single)
        #expect(CaptureText.notes(standard, origin: .gpsd, source: "gpsd://localhost:2947").isEmpty)
        #expect(CaptureText.notes(standard, origin: nil, source: "x").isEmpty)
        #expect(CaptureText.notes(raised, origin: .device, source: "serial:///dev/ttyUSB0")
            == ["warning: the gate was raised to 35.5 m (--accept-poor-accuracy); the record keeps this threshold"])
        let notes = CaptureText.notes(raised, origin: .file, source: "file:walk.nmea")
        #expect(notes.count == 2 && notes[1].hasPrefix("warning: the gate was raised to 35.5 m"))
        #expect(notes[0] == CaptureText.originNote(source: "file:walk.nmea", origin: .file, location: raised))
        #expect(notes[0].hasPrefix("note: this location comes from file:walk.nmea, possibly a recording, not a live receiver; its fix time "))
        #expect(notes[0].hasSuffix("; the record keeps source file"))
    }

    @Test func recoveryQuotesPathsForTheShell() throws {
        let location = try CapturedLocation(update: TPVEncoderTests.update(), maximumAccuracy: 20, method: .single)
        let lines = CaptureText.recovery(path: "/tmp/it's here.json", photosLeftOut: ["a.jpg"],
                                         location: location, storePath: "/data/store")
        #expect(lines == ["the record is kept in /tmp/it's here.json; once the cause is fixed, save it with:\n"
            + "  fieldfix import '/tmp/it'\\''s here.json' --store /data/store", "photo a.jpg could not be kept with it"])
    }

    @Test func terminalTextShowsControlsAsEscapes() {
        #expect(TerminalText.safe("oak\u{1B}[2J\u{202E}x\tok\n") == "oak\\x1B[2J\\u202Ex\tok\n")
        #expect(TerminalText.safe("Malus") == "Malus")
    }

    @Test func theStatusLineWritesOneLinePerChangeOffATerminal() {
        final class Lines: @unchecked Sendable { var text = "" }
        let lines = Lines()
        var status = CaptureStatusLine(isTerminal: false, interactive: false, colored: false) { lines.text += $0 }
        var session = CaptureSession(configuration: .init(autoCapture: false))
        status.show(session.handle(.start(now: Instant(seconds: 0))), session)
        let update = TPVEncoderTests.update()
        status.update(update)
        status.show(session.handle(.fix(update, now: Instant(seconds: 1))), session)
        status.notice("lost \u{1B}]0;x")
        status.finish()
        #expect(lines.text == "acquiring  waiting for a fix\nready  ±4.3 m (68%) Excellent  sats 8  capture allowed\nlost \\x1B]0;x\n")
    }

    @Test func guidanceLineNamesDistanceBearingAndAccuracy() {
        let line = GuidanceEncoder.line(TPVEncoderTests.update(), distance: 41.2, bearing: 52.3, arrived: true)
        #expect(line.hasSuffix("  41 m, bearing 52° NE  ±4.3 m (68%) Excellent  arrived"), "\(line)")
    }

    @Test func findPrintsTheGuidanceAsJSONOrAsALine() throws {
        let update = TPVEncoderTests.update()
        let way = try #require(Guidance(from: update, toLatitude: -37.7845, longitude: 175.3152))
        #expect(GuidanceEncoder.encode(update, way: way, target: 7, json: true)
            == GuidanceEncoder.encode(update, target: 7, distance: way.distance, bearing: way.bearing, arrived: way.arrived))
        #expect(GuidanceEncoder.encode(update, way: way, target: 7, json: false)
            == GuidanceEncoder.line(update, distance: way.distance, bearing: way.bearing, arrived: way.arrived))
    }

    @Test func anImportSummaryReadsForPeopleAndPrograms() {
        let summary = ImportSummary(kind: "trees", count: 1, photoCount: 2, skipped: 3, missingPhotos: 1, collections: ["Orchard"])
        #expect(ImportText.json(summary)
            == #"{"kind":"trees","count":1,"photoCount":2,"skipped":3,"missingPhotos":1,"collections":["Orchard"]}"#)
        #expect(ImportText.lines(summary) == ["imported 1 tree with 2 photos into collection \"Orchard\"",
                                              "skipped 3 records already in the store (imported before)"])
        #expect(ImportText.missingPhotosWarning(summary, file: "f.json")?.hasPrefix("warning: 1 photo listed in f.json was not imported") == true)
    }
}
