import FrontEnd
import Receivers
import Testing

/// `FleetSummaryEncoder`: a fleet file's summary as `bench`, `replay` and `decode` print it.
@Suite struct FleetSummaryEncoderTests {
    @Test func aFleetSummaryAsJSONListsRefusalsByCode() {
        var summary = FleetFileSummary(index: 0, path: "a \"b\".nmea")
        summary.sentences = 10
        summary.fixes = 4
        summary.allowed = 1
        summary.refusals = ["tooFast": 1, "accuracyTooLarge": 2]
        #expect(FleetSummaryEncoder.json(summary) == #"{"class":"SUMMARY","file":"a \"b\".nmea","sentences":10,"ubxMessages":0,"errors":0,"fixes":4,"allowed":1,"refused":{"accuracyTooLarge":2,"tooFast":1}}"#)
        #expect(FleetSummaryEncoder.text(summary) == #"a "b".nmea: 10 sentences, 0 UBX messages, 0 errors, 4 fixes (allowed 1, refused 3: accuracyTooLarge 2, tooFast 1)"#)
    }
}
