import Capture
import Foundation
import Positioning
import Testing

/// The averaging math, checked against an independent computation: arithmetic means of the
/// coordinates and distances measured as chords between ECEF points, not in a tangent plane.
@Suite struct AveragedPositionTests {
    /// WGS 84 point on the ellipsoid (height 0) in Earth-centred Earth-fixed metres.
    static func ecef(latitude: Double, longitude: Double) -> (x: Double, y: Double, z: Double) {
        let a = 6_378_137.0
        let f = 1 / 298.257223563
        let e2 = f * (2 - f)
        let phi = latitude * .pi / 180
        let lambda = longitude * .pi / 180
        let n = a / (1 - e2 * sin(phi) * sin(phi)).squareRoot()
        return (n * cos(phi) * cos(lambda), n * cos(phi) * sin(lambda), n * (1 - e2) * sin(phi))
    }

    static func distance(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
        let p = ecef(latitude: a.0, longitude: a.1)
        let q = ecef(latitude: b.0, longitude: b.1)
        return ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y) + (p.z - q.z) * (p.z - q.z)).squareRoot()
    }

    /// The circular 68% factor, computed here rather than copied: sqrt(-2 ln(1 - 0.68)).
    static let k68 = (-2 * log(1 - 0.68)).squareRoot()

    static func averager(_ updates: [LocationUpdate]) -> Averager {
        var averager = Averager(goal: .count(updates.count))
        for (i, update) in updates.enumerated() {
            #expect(averager.add(.init(update: update, receivedAt: at(Double(i)))) == nil)
        }
        return averager
    }

    @Test func meanScatterAndAccuracyMatchAnIndependentComputation() throws {
        let coordinates = [
            (-33.8567800, 151.2152900), (-33.8567421, 151.2153377), (-33.8568150, 151.2152602),
            (-33.8567655, 151.2153051), (-33.8568002, 151.2152711), (-33.8567513, 151.2153208),
        ]
        let accuracies = [6.0, 7.5, 5.2, 9.9, 6.8, 8.1]
        let updates = zip(coordinates, accuracies).map { update(latitude: $0.0, longitude: $0.1, meters: $1) }
        let average = try #require(Self.averager(updates).average)

        let n = Double(coordinates.count)
        let meanLatitude = coordinates.map(\.0).reduce(0, +) / n
        let meanLongitude = coordinates.map(\.1).reduce(0, +) / n
        #expect(abs(average.latitude - meanLatitude) < 1e-10)
        #expect(abs(average.longitude - meanLongitude) < 1e-10)

        let squares = coordinates.map { pow(Self.distance($0, (meanLatitude, meanLongitude)), 2) }
        let scatter = (squares.reduce(0, +) / (n - 1)).squareRoot()
        #expect(scatter > 3, "the samples are metres apart")
        #expect(abs(average.scatter - scatter) < 1e-4)
        #expect(average.count == 6)

        let meanSigmaSquared = accuracies.map { pow($0 / Self.k68, 2) }.reduce(0, +) / n
        let expected = Self.k68 * (meanSigmaSquared + scatter * scatter / (2 * n)).squareRoot()
        #expect(abs(average.horizontalAccuracy.meters - expected) < 1e-4)
        #expect(average.horizontalAccuracy.confidence == .p68)
        #expect(average.horizontalAccuracy.source == .receiver)
        // Honest: never better than the typical single fix, unlike sigma / sqrt(N).
        #expect(average.horizontalAccuracy.meters >= accuracies.reduce(0, +) / n)
    }

    @Test func identicalFixesAverageToThemselvesWithNoScatter() throws {
        let one = update(latitude: 10, longitude: 20, meters: 4, altitude: 100, vertical: 6)
        let average = try #require(Self.averager([one, one, one]).average)
        #expect(abs(average.latitude - 10) < 1e-12)
        #expect(abs(average.longitude - 20) < 1e-12)
        #expect(average.scatter == 0)
        #expect(abs(average.horizontalAccuracy.meters - 4) < 1e-9)
        #expect(average.altitude == 100)
        #expect(abs((average.verticalAccuracy?.meters ?? 0) - 6) < 1e-9)
    }

    @Test func altitudeAndVerticalAccuracyCombineTheSameWayInOneDimension() throws {
        let altitudes = [100.0, 104.0, 98.0, 102.0]
        let verticals = [8.0, 9.0, 7.0, 10.0]
        let updates = zip(altitudes, verticals).map { update(meters: 5, altitude: $0, vertical: $1) }
        let average = try #require(Self.averager(updates).average)
        #expect(average.altitude == 101)
        let k1 = 0.994458 // two-sided 68% normal quantile
        let n = 4.0
        let spread = altitudes.map { pow($0 - 101, 2) }.reduce(0, +) / (n - 1)
        let meanSigmaSquared = verticals.map { pow($0 / k1, 2) }.reduce(0, +) / n
        let expected = k1 * (meanSigmaSquared + spread / n).squareRoot()
        #expect(abs((average.verticalAccuracy?.meters ?? 0) - expected) < 1e-6)
    }

    @Test func aMissingAltitudeDropsTheAveragedAltitude() throws {
        let average = try #require(Self.averager([update(meters: 5, altitude: 10), update(meters: 5)]).average)
        #expect(average.altitude == nil)
        #expect(average.verticalAccuracy == nil)
    }

    @Test func ninetyFivePercentInputsKeepTheirConfidence() throws {
        let updates = [update(meters: 9, confidence: .p95), update(meters: 11, confidence: .p95)]
        let average = try #require(Self.averager(updates).average)
        #expect(average.horizontalAccuracy.confidence == .p95)
        #expect(average.horizontalAccuracy.meters >= 10)
    }

    @Test func aDOPModelSampleMakesTheAverageADOPModelEstimate() throws {
        let updates = [update(meters: 5), update(meters: 5, source: .dopModel)]
        #expect(try #require(Self.averager(updates).average).horizontalAccuracy.source == .dopModel)
    }

    @Test func averagingAcrossTheAntimeridianStaysNearIt() throws {
        let updates = [update(latitude: 0, longitude: 179.99999, meters: 5), update(latitude: 0, longitude: -179.99999, meters: 5)]
        let average = try #require(Self.averager(updates).average)
        #expect(abs(abs(average.longitude) - 180) < 1e-9)
        #expect(abs(average.scatter - Self.distance((0, 179.99999), (0, -179.99999)) / 2.0.squareRoot()) < 1e-4)
    }

    @Test func noSamplesNoAverage() {
        #expect(Averager(goal: .count(3)).average == nil)
    }
}
