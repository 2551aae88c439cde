import Capture
import Positioning

/// The instant `seconds` after the origin of the tests' event times.
func at(_ seconds: Double) -> CaptureSession.Instant {
    Instant(seconds: seconds)
}

/// An assessed 3D autonomous fix whose verdict follows a `limit` m gate (default 20 m).
func update(
    latitude: Double = 48.858370, longitude: Double = 2.294481, meters: Double?,
    confidence: Confidence = .p68, source: AccuracySource = .receiver, altitude: Double? = nil,
    vertical: Double? = nil, time: FixTime? = nil, limit: Double = 20
) -> LocationUpdate {
    let fix = Fix(
        time: time, latitude: latitude, longitude: longitude, altitudeMSL: altitude,
        mode: .threeD, quality: .autonomous, satellitesUsed: 9, hdop: 0.9)
    let verdict: CaptureVerdict
    if let meters {
        verdict = meters < limit ? .allowed : .refused(.accuracyTooLarge(meters, limit: limit))
    } else {
        verdict = .refused(.accuracyUnknown)
    }
    return LocationUpdate(
        fix: fix,
        horizontalAccuracy: meters.map { Accuracy(meters: $0, confidence: confidence, source: source) },
        verticalAccuracy: vertical.map { Accuracy(meters: $0, confidence: confidence, source: source) },
        verdict: verdict)
}

/// A fix with no position at all.
let noFix = LocationUpdate(fix: Fix(), horizontalAccuracy: nil, verticalAccuracy: nil, verdict: .refused(.noFix))

extension CaptureSession {
    /// Handles events in order and returns the effects of the last one.
    @discardableResult
    mutating func run(_ events: [Event]) -> [Effect] {
        var last: [Effect] = []
        for event in events { last = handle(event) }
        return last
    }

    /// The frozen location, when the session is frozen.
    var frozenLocation: CapturedLocation? {
        if case let .frozen(location) = state { return location }
        return nil
    }

    /// Starts the session `seconds` after the origin.
    mutating func start(at seconds: Double) {
        _ = handle(.start(now: at(seconds)))
    }
}
