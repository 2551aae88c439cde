import Testing
import Positioning
@testable import Output

/// The CAPTURE status line.
@Suite struct CaptureEncoderTests {
    @Test func captureLineCarriesTheFrozenLocation() throws {
        let update = TPVEncoderTests.update()
        let location = try CapturedLocation(update: update, maximumAccuracy: 20, method: .auto)
        #expect(CaptureEncoder.encode(location) == #"{"class":"CAPTURE","method":"auto","time":"2014-12-31T03:07:19.000Z","lat":-37.784788333,"lon":175.314896667,"altMSL":59.9,"accuracy":4.25,"confidence":0.68,"accuracySource":"dopModel","verticalAccuracy":7.5,"accuracyClass":"excellent","maximumAccuracy":20.0,"quality":"autonomous","uSat":8,"hdop":1.1}"#)
    }
}
