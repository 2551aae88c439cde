import Foundation
import GPSD
import Positioning
import Receivers
import Testing
import TestSupport

/// The same receiver gives the same accuracy class and capture verdict through gpsd as
/// directly, from its first epoch: every log is read once through gpsfake, gpsd and libgps,
/// and once through the NMEA pipeline. (`scripts/gpsd-fidelity` does the same with the CLI
/// over every shared log.)
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
            skip(reason)
            return
        }
        let engine = AccuracyEngine()
        var direct: [EpochKey: LocationUpdate] = [:]
        var pipeline = GNSSPipeline(engine: engine)
        pipeline.feed(try Data(contentsOf: GPSFake.recordings.appendingPathComponent(log)))
        let record = { (update: LocationUpdate) in
            if let key = EpochKey(update.fix) { direct[key] = update }
        }
        pipeline.finish(onUpdate: record, onError: { _ in })

        let fixes = try await Self.fixesThroughGPSD(log)

        var matched = 0
        var same = 0
        var mismatches: [String] = []
        for fix in fixes {
            guard let key = EpochKey(fix), let expected = direct[key] else { continue }
            matched += 1
            let viaGPSD = engine.assess(fix, age: 0)
            if viaGPSD.accuracyClass == expected.accuracyClass && viaGPSD.verdict.isAllowed == expected.verdict.isAllowed {
                same += 1
            } else {
                mismatches.append("\(fix.time!.iso8601): \(viaGPSD.accuracyClass) \(viaGPSD.verdict) vs \(expected.accuracyClass) \(expected.verdict)")
            }
        }
        print("\(log): \(fixes.count) fixes through gpsd, \(direct.count) direct, \(matched) matched, \(same) same class and verdict")
        #expect(matched == direct.count, "epochs of the direct path missing through gpsd: \(direct.count - matched)")
        #expect(same == matched, "\(mismatches.prefix(5))")
    }

    /// For a device whose packets FieldFix cannot read, fixes come from gpsd's reports: a
    /// receiver without GSV still gets its HDOP (gpsd's SKY then has no satellite list), and
    /// the gate is never looser than on the direct path.
    @Test func gpsdReportsAloneGiveDOPsAndNoLooserVerdict() async throws {
        if let reason = GPSFake.unavailableReason {
            skip(reason)
            return
        }
        let log = "bu353s4.log"
        let engine = AccuracyEngine()
        var direct: [EpochKey: LocationUpdate] = [:]
        var pipeline = GNSSPipeline(engine: engine)
        pipeline.feed(try Data(contentsOf: GPSFake.recordings.appendingPathComponent(log)))
        pipeline.finish(onUpdate: { if let key = EpochKey($0.fix) { direct[key] = $0 } }, onError: { _ in })
        let fixes = try await Self.fixesThroughGPSD(log, readsDevicePackets: false).filter(\.hasPosition)
        #expect(fixes.count >= 20)
        // gpsd reports the first SKY a few epochs in; from then on every fix has its DOPs.
        let withDOPs = fixes.drop { $0.hdop == nil }
        #expect(withDOPs.count >= fixes.count - 3 && withDOPs.allSatisfy { $0.hdop != nil }, "\(fixes.map(\.hdop))")
        for fix in fixes {
            guard let key = EpochKey(fix), let expected = direct[key] else { continue }
            #expect(!engine.assess(fix, age: 0).verdict.isAllowed || expected.verdict.isAllowed)
        }
        // SKY's satellite list comes with its counts: each GPS satellite with its number,
        // and signal and direction where the log's GSV gave them.
        let viewed = fixes.filter { $0.satellitesInView != nil }
        #expect(!viewed.isEmpty)
        for fix in viewed {
            #expect(fix.satellites.count == fix.satellitesInView && fix.satellites.filter(\.used).count == fix.satellitesUsed)
            #expect(fix.satellites.allSatisfy { $0.constellation == .gps && (1...32).contains($0.svid) })
        }
        #expect(viewed.contains { $0.satellites.contains { $0.svid == 17 && $0.snr != nil && $0.elevation != nil && $0.azimuth != nil } })
    }

    /// The fixes a `GPSDSource` reads from a gpsd that gpsfake feeds with `log`.
    private static func fixesThroughGPSD(_ log: String, readsDevicePackets: Bool = true) async throws -> [Fix] {
        let gpsd = try await GPSFake.start(log: log)
        let run = GPSDSource(
            host: "127.0.0.1", port: gpsd.port, connectTimeout: GPSFake.answerTimeout,
            readsDevicePackets: readsDevicePackets
        ).start()
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
