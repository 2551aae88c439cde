import Capture
import Positioning
import Testing

@Suite struct CaptureSettingsTests {
    /// Names as a test front end would, so that the messages show which name they used.
    static func name(_ setting: CaptureSettings.Invalid.Setting) -> String { "<\(setting)>" }

    @Test func validSettingsMakeTheSessionTheyAskFor() throws {
        let policy = CapturePolicy(maximumAccuracy: 8, maximumSpeed: 2)
        let settings = CaptureSettings(policy: policy, target: 5, average: 10, timeout: 30, autoCapture: false)
        let configuration = try settings.configuration()
        #expect(configuration == CaptureSession.Configuration(policy: policy, autoCapture: false, target: 5, averaging: .count(10), timeout: 30))
    }

    @Test func aGateAboveTwentyMetresNeedsTheAcknowledgement() throws {
        let raised = CaptureSettings(policy: CapturePolicy(maximumAccuracy: 25))
        #expect(throws: CaptureSettings.Invalid(.maximumAccuracy, .abovePoorGate(25))) { try raised.configuration() }
        var accepted = raised
        accepted.acceptsPoorAccuracy = true
        #expect(try accepted.configuration().policy.maximumAccuracy == 25)
        // Exactly the standard gate needs nothing.
        #expect(try CaptureSettings(policy: CapturePolicy(maximumAccuracy: 20)).configuration().policy.maximumAccuracy == 20)
    }

    @Test(arguments: [
        (CaptureSettings(policy: CapturePolicy(maximumAccuracy: 0)), CaptureSettings.Invalid.Setting.maximumAccuracy),
        (CaptureSettings(policy: CapturePolicy(maximumAccuracy: .nan)), .maximumAccuracy),
        (CaptureSettings(target: -1), .target),
        (CaptureSettings(target: .infinity), .target),
        (CaptureSettings(average: 0), .average),
        (CaptureSettings(average: 1001), .average),
        (CaptureSettings(timeout: 0), .timeout),
        (CaptureSettings(timeout: 86_401), .timeout),
        (CaptureSettings(timeout: .nan), .timeout),
    ])
    func outOfRangeSettingsAreRefusedByName(settings: CaptureSettings, setting: CaptureSettings.Invalid.Setting) {
        #expect(throws: CaptureSettings.Invalid.self) { try settings.configuration() }
        do { _ = try settings.configuration() } catch { #expect(error.setting == setting) }
    }

    @Test func theEdgesOfEachRangeAreAccepted() throws {
        #expect(try CaptureSettings(average: 1).configuration().averaging == .count(1))
        #expect(try CaptureSettings(average: 1000).configuration().averaging == .count(1000))
        #expect(try CaptureSettings(timeout: 86_400).configuration().timeout == 86_400)
    }

    @Test func messagesNameEachSettingAsTheFrontEndDoes() {
        #expect(CaptureSettings.Invalid(.target, .notPositive(unit: "metres")).message(naming: Self.name)
            == "<target> must be a positive number of metres")
        #expect(CaptureSettings.Invalid(.maximumAccuracy, .abovePoorGate(25.5)).message(naming: Self.name)
            == "<maximumAccuracy> 25.5 is above the 20 m gate: a record could be that far off. Allow it with <acceptsPoorAccuracy> (the record keeps the threshold)")
        #expect(CaptureSettings.Invalid(.average, .outsideAverageRange).message(naming: Self.name) == "<average> must be from 1 to 1000 fixes")
        #expect(CaptureSettings.Invalid(.timeout, .outsideTimeoutRange).message(naming: Self.name)
            == "<timeout> must be a positive number of seconds, at most 86400")
    }
}
