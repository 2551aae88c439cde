import Pictures
import Positioning
import Testing

/// `AveragedCapturePlot`: a record's averaged fixes drawn about their mean, and why a record
/// has nothing to draw (`trees show --plot`).
@Suite struct AveragedCapturePlotTests {
    static func location(_ method: CaptureMethod) throws -> CapturedLocation {
        try CapturedLocation(latitude: 48.1, longitude: 11.5, altitude: nil, horizontalAccuracy: Accuracy(meters: 2, confidence: .p68, source: .receiver),
                             verticalAccuracy: nil, maximumAccuracy: 20, quality: .autonomous, satellitesUsed: 9, hdop: 0.9,
                             speed: nil, course: nil, time: nil, method: method)
    }

    static let fixes = [(48.10001, 11.5), (48.09999, 11.5), (48.1, 11.50001)].map {
        AveragedFix(latitude: $0.0, longitude: $0.1, horizontalAccuracy: Accuracy(meters: 3, confidence: .p68, source: .receiver), unixMilliseconds: nil)
    }

    @Test func anAveragedCaptureDrawsEachFixWithItsCount() throws {
        let plot = try AveragedCapturePlot(name: "tree 12", location: Self.location(.averaged(count: 3, duration: 2, scatter: 0.9)), fixes: Self.fixes)
        let svg = plot.scatter.svg()
        #expect(svg.contains("tree 12, averaged capture") && svg.contains("Averaged 3 fixes over 2.0 s; scatter 0.90 m."))
    }

    @Test func aSingleFixOrFixesNotKeptHaveNothingToDrawAndSayWhy() throws {
        #expect(throws: AveragedCapturePlot.Missing(reason: .notAveraged, name: "tree 12")) {
            try AveragedCapturePlot(name: "tree 12", location: Self.location(.single), fixes: Self.fixes)
        }
        #expect(throws: AveragedCapturePlot.Missing(reason: .noFixes, name: "issue 3")) {
            try AveragedCapturePlot(name: "issue 3", location: Self.location(.averaged(count: 3, duration: 2, scatter: 0.9)), fixes: [])
        }
        #expect("\(AveragedCapturePlot.Missing(reason: .notAveraged, name: "tree 12"))"
            == "tree 12 was captured from one fix, not averaged: there is no scatter to plot")
        #expect("\(AveragedCapturePlot.Missing(reason: .noFixes, name: "issue 3"))"
            == "issue 3 was averaged before its fixes were kept with the record: there is nothing to plot")
    }
}
