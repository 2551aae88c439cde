import Foundation
import Geodesy
import Positioning

/// The mean of several fixes, with its scatter and an honest accuracy.
///
/// Positions are averaged in Geodesy's local east/north frame tangent at the first fix. The accuracy is **not** the mean of the fixes' accuracies and is **not** divided
/// by sqrt(N): errors of fixes a few seconds apart are strongly correlated, so averaging
/// removes the jitter but not the common error. Per axis,
///
///     sigma_avg = sqrt( rms(sigma_i)^2 + scatter^2 / (2 N) )
///
/// where `sigma_i` is each fix's per-axis standard deviation (its radius divided by the
/// Rayleigh quantile of its confidence) and `scatter` the observed horizontal standard
/// deviation; the radius is `sigma_avg` times the Rayleigh quantile of the first sample's
/// confidence. The vertical accuracy is made the same way in one dimension. See
/// `docs/capture-session.md`.
public struct AveragedPosition: Hashable, Sendable {
    /// Mean latitude, degrees.
    public let latitude: Double
    /// Mean longitude, degrees, within -180...180.
    public let longitude: Double
    /// Mean altitude (MSL), metres, when every sample has one.
    public let altitude: Double?
    /// The accuracy of the mean, horizontal radius.
    public let horizontalAccuracy: Accuracy
    /// The accuracy of the mean altitude, when every sample has an altitude and a vertical accuracy.
    public let verticalAccuracy: Accuracy?
    /// Horizontal standard deviation of the samples about their mean, metres:
    /// sqrt(sum of squared horizontal distances / (N - 1)), 0 for one sample.
    public let scatter: Double
    /// The number of samples.
    public let count: Int

    /// One input of the average.
    struct Sample: Hashable, Sendable {
        var latitude: Double
        var longitude: Double
        var altitude: Double?
        var horizontalAccuracy: Accuracy
        var verticalAccuracy: Accuracy?
    }

    /// Averages samples; `nil` when there are none.
    init?(_ samples: [Sample]) {
        guard let first = samples.first else { return nil }
        let n = Double(samples.count)
        let frame = LocalFrame(latitude: first.latitude, longitude: first.longitude)
        let points = samples.map { frame.offset(latitude: $0.latitude, longitude: $0.longitude) }
        let meanEast = points.map(\.east).reduce(0, +) / n
        let meanNorth = points.map(\.north).reduce(0, +) / n
        let squares = points.map { ($0.east - meanEast) * ($0.east - meanEast) + ($0.north - meanNorth) * ($0.north - meanNorth) }
        let scatter = sampleDeviation(sumOfSquares: squares.reduce(0, +), count: samples.count)
        (latitude, longitude) = frame.coordinate(east: meanEast, north: meanNorth)
        self.scatter = scatter
        count = samples.count

        let confidence = first.horizontalAccuracy.confidence
        let sigmas = samples.map { $0.horizontalAccuracy.meters / $0.horizontalAccuracy.confidence.rayleighQuantile }
        let sigma = (rootMeanSquare(sigmas) * rootMeanSquare(sigmas) + scatter * scatter / (2 * n)).squareRoot()
        let allReceiver = samples.allSatisfy { $0.horizontalAccuracy.source == .receiver }
        horizontalAccuracy = Accuracy(
            meters: sigma * confidence.rayleighQuantile, confidence: confidence,
            source: allReceiver ? .receiver : .dopModel)

        let altitudes = samples.compactMap(\.altitude)
        guard altitudes.count == samples.count else {
            altitude = nil
            verticalAccuracy = nil
            return
        }
        let meanAltitude = altitudes.reduce(0, +) / n
        altitude = meanAltitude
        let verticals = samples.compactMap(\.verticalAccuracy)
        guard verticals.count == samples.count, let firstVertical = verticals.first else {
            verticalAccuracy = nil
            return
        }
        let altitudeSquares = altitudes.map { ($0 - meanAltitude) * ($0 - meanAltitude) }
        let verticalScatter = sampleDeviation(sumOfSquares: altitudeSquares.reduce(0, +), count: samples.count)
        let verticalSigmas = verticals.map { $0.meters / $0.confidence.normalQuantile }
        let verticalSigma = (rootMeanSquare(verticalSigmas) * rootMeanSquare(verticalSigmas)
            + verticalScatter * verticalScatter / n).squareRoot()
        verticalAccuracy = Accuracy(
            meters: verticalSigma * firstVertical.confidence.normalQuantile,
            confidence: firstVertical.confidence,
            source: verticals.allSatisfy { $0.source == .receiver } ? .receiver : .dopModel)
    }
}

/// sqrt(sumOfSquares / (count - 1)), or 0 for fewer than two values.
private func sampleDeviation(sumOfSquares: Double, count: Int) -> Double {
    count < 2 ? 0 : (sumOfSquares / Double(count - 1)).squareRoot()
}

/// The root mean square of non-empty values.
private func rootMeanSquare(_ values: [Double]) -> Double {
    (values.map { $0 * $0 }.reduce(0, +) / Double(values.count)).squareRoot()
}
