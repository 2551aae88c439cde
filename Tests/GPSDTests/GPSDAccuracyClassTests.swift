import Foundation
import GPSD
import Positioning
import Receivers
import Testing

/// The same receiver gives the same accuracy class through gpsd as directly: every log is
/// read once through gpsfake, gpsd and libgps, and once through the NMEA pipeline.
@Suite(.serialized) struct GPSDAccuracyClassTests {
    /// A handful of short logs: GST before and after its TPV, DOPs only, several receivers.
    static let logs = ["isync.log", "quectel-L70.log", "bu353s4.log", "ublox-lea-4h.log", "garmin48.log", "nd-1005.log"]

    /// An epoch's key: time of day and position (gpsd moves the dates of some old logs).
    private struct EpochKey: Hashable {
        let millisecondOfDay: Int
        let latitude: Int64
        let longitude: Int64

        init?(_ fix: Fix) {
            guard let time = fix.time, let lat = fix.latitude, let lon = fix.longitude, fix.hasPosition else { return nil }
            millisecondOfDay = time.millisecondOfDay
            latitude = Int64((lat * 1e6).rounded())
            longitude = Int64((lon * 1e6).rounded())
        }
    }

    @Test(arguments: logs)
    func accuracyClassMatchesTheNMEAPath(log: String) async throws {
        if let reason = GPSFake.unavailableReason {
            print("skipped: \(reason)")
            return
        }
        let engine = AccuracyEngine()
        var direct: [EpochKey: AccuracyClass] = [:]
        var pipeline = GNSSPipeline(engine: engine)
        pipeline.feed(try Data(contentsOf: GPSFake.recordings.appendingPathComponent(log)))
        let record = { (update: LocationUpdate) in
            if let key = EpochKey(update.fix) { direct[key] = update.accuracyClass }
        }
        pipeline.finish(onUpdate: record, onError: { _ in })

        let fixes = try await Self.fixesThroughGPSD(log)

        // gpsd sends DOPs only in SKY (once a satellite view is complete) and the error
        // estimate in GST: epochs before the first of those have no estimate through gpsd.
        let firstEstimate = fixes.firstIndex { $0.hdop != nil || $0.errorEllipse != nil } ?? fixes.endIndex
        var matched = 0
        var same = 0
        var mismatches: [String] = []
        for fix in fixes[firstEstimate...] {
            guard let key = EpochKey(fix), let expected = direct[key] else { continue }
            matched += 1
            let viaGPSD = engine.assess(fix, age: 0).accuracyClass
            if viaGPSD == expected { same += 1 } else { mismatches.append("\(fix.time!.iso8601): \(viaGPSD) vs \(expected)") }
        }
        print("\(log): \(fixes.count) fixes through gpsd, \(firstEstimate) before the first estimate, \(matched) matched, \(same) same class")
        #expect(matched >= max(5, direct.count / 2), "too few epochs matched: \(matched) of \(direct.count)")
        #expect(Double(same) >= 0.99 * Double(matched), "\(mismatches.prefix(5))")
    }

    /// The fixes a `GPSDSource` reads from a gpsd that gpsfake feeds with `log`.
    private static func fixesThroughGPSD(_ log: String) async throws -> [Fix] {
        let gpsd = try GPSFake(log: log)
        let run = GPSDSource(host: "127.0.0.1", port: gpsd.port, connectTimeout: GPSFake.answerTimeout).start()
        var fixes: [Fix] = []
        for await event in run.events {
            if case .connected = event { gpsd.release() }
            if case let .fix(fix) = event { fixes.append(fix) }
            if case .disconnected = event { break }
        }
        await run.stop()
        if fixes.isEmpty { print("\(log): no fix through gpsd; gpsfake and gpsd said:\n\(gpsd.transcriptTail())") }
        gpsd.stop()
        return fixes
    }
}
