@testable import FieldStore
import Foundation
import Positioning
import Testing
@testable import Output
import TextEncoding

/// The CAPTURE status line: a record's location with the store's names.
@Suite struct CaptureEncoderTests {
    @Test func captureLineCarriesTheFrozenLocationWithRecordNames() throws {
        let update = TPVEncoderTests.update()
        let location = try CapturedLocation(update: update, maximumAccuracy: 20, method: .auto)
        let line = CaptureEncoder.encode(location)
        #expect(line.hasPrefix(#"{"class":"CAPTURE","latitude":-37.784788333,"longitude":175.314896667,"altitude":59.9,"horizontalAccuracy":4.25,"accuracyConfidence":0.68,"accuracySource":"dopModel","#), "\(line)")
        #expect(line.contains(#""fixQuality":"autonomous","satellites":8,"hdop":1.1,"#), "\(line)")
        #expect(line.hasSuffix(#""accuracyClass":"excellent","accuracyText":"±4.3 m (68%)","#
            + #""locationText":"-37.7847883, 175.3148967 ±4.3 m (68%, dopModel), auto-captured"}"#), "\(line)")
        for gpsdName in ["\"lat\"", "\"uSat\"", "\"quality\""] { #expect(!line.contains(gpsdName)) }
    }

    @Test func aLocationEncodesTheSameInACaptureAndARecord() throws {
        let location = try CapturedLocation(update: TPVEncoderTests.update(), maximumAccuracy: 20, method: .auto)
        var fields = JSONWriter()
        LocationFields.write(location, to: &fields)
        let tree = Tree(id: 1, location: location, species: "Malus", variety: nil, rootstock: nil, notes: nil, photos: [],
                        collection: nil, createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0))
        var record = JSONWriter()
        RecordJSON.write(tree, photos: [], to: &record)
        #expect(CaptureEncoder.encode(location).contains(fields.text))
        #expect(record.text.contains(fields.text))
        #expect(fields.text.hasPrefix(#""latitude":"#))
    }
}
