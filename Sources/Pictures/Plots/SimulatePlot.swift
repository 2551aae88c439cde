import Geodesy
import Positioning

/// What a simulation's plot draws (`fieldfix simulate --plot`): the simulated fixes, read
/// back from the bytes written through the same pipeline as `replay`, as errors from the true position of their
/// epoch, with the circles of the median reported accuracy and the measured coverage (the
/// share of fixes within their own 68% and 95% radii).
public struct SimulatePlot {
    private let title: String
    private var pipeline = GNSSPipeline()
    private var truths: [Int64: (latitude: Double, longitude: Double)] = [:]
    private var frame: LocalFrame?
    /// Each fix's error east and north of the truth, metres, with its 68% radius.
    private var errors: [(point: ScatterPoint, radius: Double)] = []

    /// Creates an empty plot whose picture carries `title`.
    public init(title: String) {
        self.title = title
    }

    /// Reads back the bytes written for one epoch whose true position at `time` (Unix
    /// milliseconds) was `latitude`, `longitude`, and pairs the fixes they complete with
    /// their truth.
    public mutating func add(_ bytes: [UInt8], time: Int64?, latitude: Double, longitude: Double) {
        if let time { truths[time] = (latitude, longitude) }
        if frame == nil { frame = LocalFrame(latitude: latitude, longitude: longitude) }
        pipeline.feed(bytes)
        var updates: [LocationUpdate] = []
        pipeline.drain(onUpdate: { updates.append($0) }, onError: { _ in })
        updates.forEach { record($0) }
    }

    private mutating func record(_ update: LocationUpdate) {
        guard let frame, let key = update.fix.time?.unixMilliseconds, let truth = truths.removeValue(forKey: key),
              let latitude = update.fix.latitude, let longitude = update.fix.longitude,
              let accuracy = update.horizontalAccuracy else { return }
        let fix = frame.offset(latitude: latitude, longitude: longitude)
        let real = frame.offset(latitude: truth.latitude, longitude: truth.longitude)
        errors.append((ScatterPoint(east: fix.east - real.east, north: fix.north - real.north),
                       accuracy.meters / accuracy.confidence.rayleighQuantile * Confidence.p68.rayleighQuantile))
    }

    /// Reads the last epoch and draws the scatter.
    ///
    /// - Returns: the SVG document, and a line with the measured coverage for people.
    public mutating func finish() -> (svg: String, coverage: String) {
        var updates: [LocationUpdate] = []
        pipeline.finish(onUpdate: { updates.append($0) }, onError: { _ in })
        updates.forEach { record($0) }
        let origin = ScatterPoint(east: 0, north: 0)
        let coverage = "Coverage: \(Int(within(.p68).rounded()))% of \(errors.count) fixes within their own 68% radius, "
            + "\(Int(within(.p95).rounded()))% within their own 95% radius."
        let radii = errors.map(\.radius).sorted()
        let scatter = AccuracyScatter(
            points: errors.map(\.point), centre: .truth(origin), accuracy: radii.isEmpty ? 0 : radii[radii.count / 2],
            confidence: .p68, accuracyLabel: "median reported accuracy", title: title, notes: [coverage])
        return (scatter.svg(), coverage)
    }

    /// The percentage of fixes whose error is within their own radius at `level`.
    private func within(_ level: Confidence) -> Double {
        let scale = level.rayleighQuantile / Confidence.p68.rayleighQuantile
        let origin = ScatterPoint(east: 0, north: 0)
        let inside = errors.filter { $0.point.distance(to: origin) <= $0.radius * scale }.count
        return errors.isEmpty ? 0 : Double(inside) / Double(errors.count) * 100
    }
}
