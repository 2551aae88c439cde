import Testing
import Positioning

/// ``MotionDetector``: speed over ground when there is one, displacement against accuracy
/// when there is not, judged over a window of fixes.
@Suite struct MotionDetectorTests {
    /// One fix of a case: metres north of a base point, speed over ground, accuracy radius,
    /// and the second of the fix (`nil`: no time).
    struct Step: Sendable, CustomStringConvertible {
        var north: Double
        var speed: Double?
        var accuracy: Double?
        var second: Int?
        var hasPosition = true

        var description: String {
            let sog = speed.map { "\($0)" } ?? "-"
            let radius = accuracy.map { "\($0)" } ?? "?"
            return "\(north) m, sog \(sog), ±\(radius)"
        }

        var fix: Fix {
            guard hasPosition else { return Fix(time: second.map { FixTime(date: nil, millisecondOfDay: $0 * 1000) }) }
            // 1 m north is 1/111_132.95 degree at 45° N, close enough: the detector's own
            // ground distance is compared with margins of metres.
            return Fix(
                time: second.map { FixTime(date: nil, millisecondOfDay: $0 * 1000) },
                latitude: 45 + north / 111_132.95, longitude: 7, speed: speed, mode: .threeD, quality: .autonomous)
        }
    }

    static func still(_ second: Int, speed: Double? = 0.1, north: Double = 0, accuracy: Double? = 3) -> Step {
        Step(north: north, speed: speed, accuracy: accuracy, second: second)
    }

    /// (name, fixes, expected motion after each fix), window 3 and threshold 0.5 m/s.
    static let cases: [(String, [Step], [Motion])] = [
        ("still SOG over the window", [still(0), still(1), still(2)], [.unknown, .unknown, .stationary]),
        ("SOG at the threshold is moving", [still(0), still(1), still(2, speed: 0.5)], [.unknown, .unknown, .moving]),
        ("a fast fix keeps it moving for the window", [still(0, speed: 1.4), still(1), still(2), still(3)],
         [.moving, .moving, .moving, .stationary]),
        ("no SOG, jitter within accuracy is still",
         [still(0, speed: nil), still(1, speed: nil, north: 2), still(2, speed: nil, north: -1), still(3, speed: nil, north: 1)],
         [.unknown, .unknown, .unknown, .stationary]),
        ("no SOG, walking 1.5 m/s beyond the accuracy is moving",
         [still(0, speed: nil, accuracy: 1), still(1, speed: nil, north: 1.5, accuracy: 1), still(2, speed: nil, north: 3, accuracy: 1),
          still(3, speed: nil, north: 4.5, accuracy: 1)],
         [.unknown, .unknown, .moving, .moving]),
        ("no SOG and no accuracy is undecided",
         [still(0, speed: nil, accuracy: nil), still(1, speed: nil, accuracy: nil), still(2, speed: nil, accuracy: nil), still(3, speed: nil, accuracy: nil)],
         [.unknown, .unknown, .unknown, .unknown]),
        ("no SOG, a slow drift beyond the accuracy is still",
         [still(0, speed: nil, accuracy: 1), still(10, speed: nil, north: 4, accuracy: 1), still(20, speed: nil, north: 8, accuracy: 1),
          still(30, speed: nil, north: 12, accuracy: 1)],
         [.unknown, .unknown, .unknown, .stationary]),
        ("no SOG and no time: beyond the accuracy is undecided",
         [Step(north: 0, speed: nil, accuracy: 1, second: nil), Step(north: 30, speed: nil, accuracy: 1, second: nil)],
         [.unknown, .unknown]),
        ("a lost fix starts again", [still(0), still(1), still(2), Step(north: 0, second: 3, hasPosition: false), still(4)],
         [.unknown, .unknown, .stationary, .unknown, .unknown]),
    ]

    @Test(arguments: cases)
    func judgesEachFix(_ name: String, _ steps: [Step], _ expected: [Motion]) {
        var detector = MotionDetector()
        let seen = steps.map { detector.observe($0.fix, accuracy: $0.accuracy) }
        #expect(seen == expected, "\(name): \(steps)")
        #expect(detector.motion == expected.last)
    }

    @Test func speedIsTheSOGOrTheDerivedSpeed() {
        var detector = MotionDetector()
        detector.observe(Self.still(0, speed: nil).fix, accuracy: 1)
        #expect(detector.speed == nil)
        detector.observe(Self.still(2, speed: nil, north: 3).fix, accuracy: 1)
        #expect(abs((detector.speed ?? 0) - 1.5) < 0.01)
        detector.observe(Self.still(3, speed: 0.2).fix, accuracy: 1)
        #expect(detector.speed == 0.2)
    }

    @Test func aLocationUpdateIsJudgedWithItsAccuracy() {
        var detector = MotionDetector(threshold: 1, window: 1)
        let fix = Self.still(0, speed: 0.8).fix
        let update = LocationUpdate(
            fix: fix, horizontalAccuracy: Accuracy(meters: 2, confidence: .p68, source: .receiver),
            verticalAccuracy: nil, verdict: .allowed)
        #expect(detector.observe(update) == .stationary)
    }
}
