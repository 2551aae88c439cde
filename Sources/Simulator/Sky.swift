#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Positioning

/// The simulated sky: GPS and GLONASS satellites whose elevation and azimuth drift slowly,
/// drawn once from the seed. It feeds GSV and GSA only: the DOPs are a separate time series
/// (see ``Scenario``), a simplification that keeps the error model simple to state.
public struct Sky: Sendable {
    /// One satellite's track parameters.
    struct Track: Sendable {
        let constellation: Constellation
        let prn: Int
        let elevation: Double
        let azimuth: Double
        let phase: Double
    }

    /// The satellites above the horizon at the start.
    let tracks: [Track]

    /// Draws 11 GPS and 7 GLONASS satellites.
    public init(random: inout SeededRandom) {
        var gps = Array(1...32)
        gps.shuffle(using: &random)
        var glonass = Array(65...88)
        glonass.shuffle(using: &random)
        var tracks: [Track] = []
        for prn in gps.prefix(11).sorted() { tracks.append(Self.track(.gps, prn, &random)) }
        for prn in glonass.prefix(7).sorted() { tracks.append(Self.track(.glonass, prn, &random)) }
        self.tracks = tracks
    }

    /// A satellite at a random place in the sky.
    static func track(_ constellation: Constellation, _ prn: Int, _ random: inout SeededRandom) -> Track {
        Track(constellation: constellation, prn: prn, elevation: 10 + 75 * random.uniform(),
              azimuth: 360 * random.uniform(), phase: 2 * Double.pi * random.uniform())
    }

    /// The satellites in view at `t` seconds, the strongest `used` of them marked as used.
    ///
    /// - Parameters:
    ///   - t: seconds since the start.
    ///   - attenuation: dB taken off every signal.
    ///   - used: how many satellites the fix uses.
    ///   - random: draws the signal noise.
    public func satellites(at t: Double, attenuation: Double, used: Int, random: inout SeededRandom) -> [SimulatedSatellite] {
        var result: [SimulatedSatellite] = tracks.map { track in
            let elevation = max(1, min(89, track.elevation + 8 * sin(2 * Double.pi * t / 7200 + track.phase)))
            let azimuth = (track.azimuth + t * 0.004).truncatingRemainder(dividingBy: 360)
            let snr = 22 + 24 * sin(elevation * Double.pi / 180) - attenuation + 1.5 * random.gaussian()
            return SimulatedSatellite(
                constellation: track.constellation, prn: track.prn, elevation: Int(elevation.rounded()),
                azimuth: Int(azimuth.rounded()) % 360, snr: snr >= 18 ? Int(snr.rounded()) : nil, used: false)
        }
        let strongest = result.indices.filter { result[$0].snr != nil }.sorted {
            (result[$0].snr ?? 0, -$0) > (result[$1].snr ?? 0, -$1)
        }
        for index in strongest.prefix(used) { result[index].used = true }
        return result
    }
}
