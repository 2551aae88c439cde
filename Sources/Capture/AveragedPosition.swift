import Foundation
import Positioning

/// The mean of several fixes, with its scatter and an honest accuracy.
///
/// Positions are averaged in a local east/north frame: the plane tangent to the WGS 84
/// ellipsoid at the first fix, scaled by the meridian and prime-vertical radii of curvature
/// there. The accuracy is **not** the mean of the fixes' accuracies and is **not** divided
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
        let points = samples.map { frame.project(latitude: $0.latitude, longitude: $0.longitude) }
        let meanEast = points.map(\.east).reduce(0, +) / n
        let meanNorth = points.map(\.north).reduce(0, +) / n
        let squares = points.map { ($0.east - meanEast) * ($0.east - meanEast) + ($0.north - meanNorth) * ($0.north - meanNorth) }
        let scatter = sampleDeviation(sumOfSquares: squares.reduce(0, +), count: samples.count)
        (latitude, longitude) = frame.unproject(east: meanEast, north: meanNorth)
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

/// A local east/north frame in metres: the plane tangent to the WGS 84 ellipsoid at an origin.
struct LocalFrame: Hashable, Sendable {
    /// WGS 84 semi-major axis, metres.
    static let semiMajorAxis = 6_378_137.0
    /// WGS 84 first eccentricity squared, f(2 - f) with f = 1/298.257223563.
    static let eccentricitySquared = 6.694379990141317e-3

    let originLatitude: Double
    let originLongitude: Double
    /// Metres per radian of latitude at the origin (meridian radius of curvature).
    let metersPerRadianNorth: Double
    /// Metres per radian of longitude at the origin (prime-vertical radius times cos latitude).
    let metersPerRadianEast: Double

    /// A frame tangent at the given origin, degrees.
    init(latitude: Double, longitude: Double) {
        originLatitude = latitude
        originLongitude = longitude
        let phi = latitude * .pi / 180
        let w = (1 - Self.eccentricitySquared * sin(phi) * sin(phi)).squareRoot()
        metersPerRadianNorth = Self.semiMajorAxis * (1 - Self.eccentricitySquared) / (w * w * w)
        metersPerRadianEast = Self.semiMajorAxis / w * cos(phi)
    }

    /// East and north offsets of a point from the origin, metres (longitudes wrap at ±180°).
    func project(latitude: Double, longitude: Double) -> (east: Double, north: Double) {
        var dLon = longitude - originLongitude
        if dLon > 180 { dLon -= 360 } else if dLon < -180 { dLon += 360 }
        return (dLon * .pi / 180 * metersPerRadianEast, (latitude - originLatitude) * .pi / 180 * metersPerRadianNorth)
    }

    /// The latitude and longitude of an east/north offset, degrees (longitude within -180...180).
    func unproject(east: Double, north: Double) -> (latitude: Double, longitude: Double) {
        var lon = originLongitude + east / metersPerRadianEast * 180 / .pi
        if lon > 180 { lon -= 360 } else if lon < -180 { lon += 360 }
        return (originLatitude + north / metersPerRadianNorth * 180 / .pi, lon)
    }
}
