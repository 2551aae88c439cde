import Foundation
import TestSupport

/// A small NMEA log written by the capture tests: one epoch per second (GGA, RMC, GST),
/// with valid checksums, positions in whole 1e-5 minutes so the test knows them exactly.
struct CaptureLog {
    /// One epoch: a position offset from the base point and the GST sigmas (metres).
    struct Epoch {
        /// Latitude offset from the base, in 1e-5 minutes of arc (about 1.85 cm).
        var north: Int
        /// Longitude offset from the base, in 1e-5 minutes of arc.
        var east: Int
        /// The 1-sigma of latitude and longitude, and of the error ellipse's axes, metres.
        var sigma: Double
    }

    /// The base latitude, whole degrees and 1e-5 minutes: 48°51.50000' N.
    static let baseLatitude = (degrees: 48, minutesE5: 5_150_000)
    /// The base longitude: 2°17.60000' E.
    static let baseLongitude = (degrees: 2, minutesE5: 1_760_000)

    var epochs: [Epoch]

    /// The latitude of an epoch as the log states it, degrees.
    func latitude(_ i: Int) -> Double {
        Double(Self.baseLatitude.degrees) + Double(Self.baseLatitude.minutesE5 + epochs[i].north) / 1e5 / 60
    }

    /// The longitude of an epoch as the log states it, degrees.
    func longitude(_ i: Int) -> Double {
        Double(Self.baseLongitude.degrees) + Double(Self.baseLongitude.minutesE5 + epochs[i].east) / 1e5 / 60
    }

    /// The log's text.
    var text: String {
        var lines: [String] = []
        for (i, epoch) in epochs.enumerated() {
            let time = "12\(pad(i / 60 % 60, 2))\(pad(i % 60, 2)).00"
            let lat = "\(pad(Self.baseLatitude.degrees, 2))\(minutes(Self.baseLatitude.minutesE5 + epoch.north)),N"
            let lon = "\(pad(Self.baseLongitude.degrees, 3))\(minutes(Self.baseLongitude.minutesE5 + epoch.east)),E"
            let s = String(format: "%.1f", epoch.sigma)
            lines.append(TestNMEA.checksummed("GPGGA,\(time),\(lat),\(lon),1,09,0.9,35.0,M,47.0,M,,"))
            lines.append(TestNMEA.checksummed("GPGST,\(time),1.0,\(s),\(s),0.0,\(s),\(s),\(s)"))
            lines.append(TestNMEA.checksummed("GPRMC,\(time),A,\(lat),\(lon),0.0,0.0,221126,,,A"))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// Writes the log to a new file in `directory` and returns its path.
    func write(in directory: URL, name: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// `mm.mmmmm` from 1e-5 minutes.
    private func minutes(_ e5: Int) -> String {
        "\(pad(e5 / 100_000, 2)).\(pad(e5 % 100_000, 5))"
    }

    private func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
