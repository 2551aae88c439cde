import Testing
import Positioning
import TestSupport
@testable import Output

/// The NDJSON output contract (docs/vocabulary.md) and the human line.
@Suite struct TPVEncoderTests {
    static let date = SampleUpdate.date

    static func update(verdict: CaptureVerdict = .allowed) -> LocationUpdate {
        SampleUpdate.update(verdict: verdict)
    }

    @Test func tpvCarriesGpsdNamesAndFieldFixFields() {
        let line = TPVEncoder.encode(Self.update())
        #expect(line.hasPrefix(#"{"class":"TPV","time":"2014-12-31T03:07:19.000Z","mode":3,"status":1,"#))
        #expect(line.contains(#""lat":-37.784788333,"lon":175.314896667,"#))
        #expect(line.contains(#""altMSL":59.9,"geoidSep":23.7,"speed":0.355,"track":181.39,"#))
        #expect(line.contains(#""accuracy":4.25,"confidence":0.68,"accuracySource":"dopModel","accuracyText":"±4.3 m (68%)","verticalAccuracy":7.5,"#))
        #expect(line.hasSuffix(#""accuracyClass":"excellent","captureAllowed":true}"#))
        #expect(!line.contains("captureBlocked"))
        #expect(!line.contains("\n"))
    }

    @Test func unknownValuesAreLeftOut() {
        var update = Self.update(verdict: .refused(.noFix))
        update.fix = Fix(time: FixTime(date: nil, millisecondOfDay: 3_600_500), speed: .nan)
        update.horizontalAccuracy = nil
        update.verticalAccuracy = nil
        let line = TPVEncoder.encode(update)
        #expect(line == #"{"class":"TPV","time":"01:00:00.500","mode":1,"status":0,"quality":"invalid","accuracyClass":"unknown","captureAllowed":false,"captureBlockedCode":"noFix","captureBlockedReason":"no fix"}"#)
    }

    @Test func gpsdNamesKeepGpsdMeaning() {
        var update = Self.update()
        update.fix.errorEllipse = ErrorEllipse(latitudeSigma: 1.5, longitudeSigma: 2.0)
        let line = TPVEncoder.encode(update)
        // GST sigmas become 95% per-axis estimates; FieldFix's radius is never gpsd's eph.
        #expect(line.contains(#""epx":3.92,"epy":2.94,"#), "\(line)")
        #expect(!line.contains("\"eph\"") && !line.contains("\"epv\""))
        update.fix.errorEllipse = ErrorEllipse(latitudeSigma: 1.5, longitudeSigma: 2.0, origin: .gbs)
        #expect(!TPVEncoder.encode(update).contains("\"epx\""))
    }

    @Test func numbersHaveTheirDocumentedPrecisionAndNoNoise() {
        var update = Self.update()
        update.fix.speed = 1.3936300000000001
        update.fix.latitude = 48.11730000000001
        update.fix.altitudeMSL = 519.99999999
        let line = TPVEncoder.encode(update)
        #expect(line.contains(#""lat":48.1173,"#), "\(line)")
        #expect(line.contains(#""altMSL":520.0,"#), "\(line)")
        #expect(line.contains(#""speed":1.394,"#), "\(line)")
    }

    @Test func humanLineShowsAccuracyClassAndVerdict() {
        let plain = LocationLineFormatter().format(Self.update(verdict: .refused(.accuracyTooLarge(23.4, limit: 20))))
        #expect(plain == "2014-12-31T03:07:19.000Z  -37.7847883 175.3148967  ±4.3 m (68%) Excellent  sats 8/12  HDOP 1.1  autonomous 3D  capture refused: accuracy 23.4 m >= 20 m")
        let colored = LocationLineFormatter(colored: true).format(Self.update())
        #expect(colored.contains("\u{1B}[32m±4.3 m (68%) Excellent\u{1B}[0m"))
        #expect(colored.hasSuffix("capture allowed"))
    }

    @Test(arguments: [(0.05, 1, "0.1"), (-0.04, 1, "0.0"), (-1.25, 1, "-1.3"), (12.0, 0, "12"), (-37.78478833, 7, "-37.7847883")])
    func decimals(value: Double, places: Int, text: String) {
        #expect(LocationLineFormatter.decimal(value, places: places) == text)
    }
}
