import Foundation
import NMEA
import Testing
import TestSupport
@testable import Positioning

/// A pipeline told not to keep the satellites in view (``ParseOptions/keepsSatellitesInView``
/// false, as `replay` runs) gives the same fixes, less their lists of satellites, and the
/// same errors, on every recording: the project's own and gpsd's beside it, NMEA and UBX.
@Suite struct KeptSatellitesTests {
    /// The fixes and errors of `bytes` through a pipeline with `options`.
    static func run(_ bytes: [UInt8], options: ParseOptions) -> (fixes: [Fix], errors: [GNSSError]) {
        var pipeline = GNSSPipeline(options: options)
        var fixes: [Fix] = [], errors: [GNSSError] = []
        pipeline.feed(bytes)
        pipeline.drain(onFix: { fixes.append($0) }, onError: { errors.append($0) })
        pipeline.finish(onFix: { fixes.append($0) }, onError: { errors.append($0) })
        return (fixes, errors)
    }

    @Test func theSameFixesLessTheirSatellitesAndTheSameErrors() throws {
        let logs = RecordedLogs.all
        var listed = 0
        for log in logs {
            let bytes = try [UInt8](Data(contentsOf: log))
            let kept = Self.run(bytes, options: ParseOptions())
            let counted = Self.run(bytes, options: ParseOptions(keepsSatellitesInView: false))
            #expect(counted.errors == kept.errors, "\(log.lastPathComponent)")
            #expect(counted.fixes.allSatisfy { $0.satellites.isEmpty }, "\(log.lastPathComponent)")
            let keptLess = kept.fixes.map { fix in
                var fix = fix
                fix.satellites = []
                return fix
            }
            #expect(counted.fixes == keptLess, "\(log.lastPathComponent)")
            listed += kept.fixes.count { !$0.satellites.isEmpty }
        }
        // The lists left out were there to leave out: the project's logs alone have a few
        // hundred, gpsd's beside them over a thousand more.
        #expect(logs.count >= RecordedLogs.project.count && RecordedLogs.project.count >= 15)
        #expect(listed > (RecordedLogs.sharedRecordings == nil ? 100 : 1_000))
    }
}
