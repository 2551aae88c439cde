import Testing
import Positioning
@testable import Simulator

/// Calibration of the accuracy engine on simulated scenarios with known truth: the share of
/// fixes whose true position lies within the stated radius.
///
/// The receiver-sigma path (GST) must hold 68% ± 5% and 95% ± 3% in every scenario. The
/// DOP-model path (the same fixes without their GST) is measured and printed, not bounded:
/// the UERE table is not the simulator's range error, and docs/accuracy-model.md reports it.
@Suite struct CalibrationTests {
    /// Coverage counts for one path.
    struct Coverage {
        var fixes = 0
        var within68 = 0
        var within95 = 0
        var verticalFixes = 0
        var verticalWithin68 = 0
        var verticalWithin95 = 0

        /// Counts one fix's errors against its accuracies.
        mutating func add(horizontal error: Double, vertical: Double?, fix: Fix, engines: (AccuracyEngine, AccuracyEngine)) {
            guard let r68 = engines.0.horizontalAccuracy(of: fix), let r95 = engines.1.horizontalAccuracy(of: fix) else { return }
            fixes += 1
            if error <= r68.meters { within68 += 1 }
            if error <= r95.meters { within95 += 1 }
            if let vertical, let v68 = engines.0.verticalAccuracy(of: fix), let v95 = engines.1.verticalAccuracy(of: fix) {
                verticalFixes += 1
                if abs(vertical) <= v68.meters { verticalWithin68 += 1 }
                if abs(vertical) <= v95.meters { verticalWithin95 += 1 }
            }
        }

        var share68: Double { Double(within68) / Double(fixes) }
        var share95: Double { Double(within95) / Double(fixes) }
        var verticalShare68: Double { Double(verticalWithin68) / Double(verticalFixes) }
        var verticalShare95: Double { Double(verticalWithin95) / Double(verticalFixes) }

        /// `68% 67.9 95% 95.1 | vertical 68.2 94.8 (n = 14400)`.
        var summary: String {
            func percent(_ x: Double) -> String { Decimals.fixed(100 * x, 1) }
            return "68%: \(percent(share68)) 95%: \(percent(share95)) | vertical 68%: \(percent(verticalShare68)) 95%: \(percent(verticalShare95)) (n = \(fixes))"
        }
    }

    /// Both paths over 4 seeds × 1 h at 1 Hz of a scenario.
    static func measure(_ scenario: Scenario) -> (receiver: Coverage, dopModel: Coverage) {
        let engines = (AccuracyEngine(confidence: .p68), AccuracyEngine(confidence: .p95))
        var receiver = Coverage()
        var dopModel = Coverage()
        for seed in UInt64(1)...4 {
            for epoch in ReceiverSimulator(SimulationSettings(scenario: scenario, seed: seed, duration: 3600)) {
                guard let lat = epoch.fix.latitude, let lon = epoch.fix.longitude else { continue }
                let frame = LocalFrame(latitude: epoch.trueLatitude, longitude: epoch.trueLongitude)
                let offset = frame.offset(latitude: lat, longitude: lon)
                let error = (offset.east * offset.east + offset.north * offset.north).squareRoot()
                let vertical = epoch.fix.altitudeMSL.map { $0 - epoch.trueAltitude }
                receiver.add(horizontal: error, vertical: vertical, fix: epoch.fix, engines: engines)
                var withoutGST = epoch.fix
                withoutGST.errorEllipse = nil
                dopModel.add(horizontal: error, vertical: vertical, fix: withoutGST, engines: engines)
            }
        }
        return (receiver, dopModel)
    }

    @Test(arguments: Scenario.allCases)
    func receiverSigmasAreCalibrated(scenario: Scenario) {
        let (receiver, dopModel) = Self.measure(scenario)
        print("calibration \(scenario.rawValue) receiver \(receiver.summary)")
        print("calibration \(scenario.rawValue) dopModel \(dopModel.summary)")
        #expect(receiver.fixes > 10_000)
        #expect(abs(receiver.share68 - 0.68) <= 0.05)
        #expect(abs(receiver.share95 - 0.95) <= 0.03)
        #expect(abs(receiver.verticalShare68 - 0.68) <= 0.05)
        #expect(abs(receiver.verticalShare95 - 0.95) <= 0.03)
    }
}
