import NMEA

/// The position sent to a caster as `$GPGGA` (virtual reference stations need it): the
/// receiver's latest fix, or a position given on the command line (`--ntrip-position`)
/// before the receiver has one.
public struct NTRIPPosition: Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double
    /// Metres above mean sea level; 0 when unknown (casters use the horizontal position).
    public var altitude: Double
    /// The receiver's fix quality; a given position is sent as an autonomous fix, since
    /// casters ignore a GGA without one.
    public var quality: GGA.Quality
    /// Satellites used; a given position claims 12, as casters that check the count want
    /// a plausible one.
    public var satellitesUsed: Int
    public var hdop: Double

    public init(latitude: Double, longitude: Double, altitude: Double = 0, quality: GGA.Quality = .autonomous,
                satellitesUsed: Int = 12, hdop: Double = 1) {
        self.latitude = latitude
        self.longitude = longitude
        self.altitude = altitude
        self.quality = quality
        self.satellitesUsed = satellitesUsed
        self.hdop = hdop
    }

    /// Reads `LAT,LON[,H]` (degrees, metres).
    ///
    /// - Throws: a message naming what is wrong.
    public init(parsing text: String) throws(NTRIPError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.count == 2 || parts.count == 3, let latitude = parts[0], let longitude = parts[1],
              abs(latitude) <= 90, abs(longitude) <= 180, parts.count == 2 || parts[2]?.isFinite == true
        else {
            throw NTRIPError(.invalidURL, "invalid NTRIP position '\(text)': expected LAT,LON[,HEIGHT] in degrees and metres")
        }
        self.init(latitude: latitude, longitude: longitude, altitude: parts.count == 3 ? parts[2]! : 0)
    }

    /// The `$GPGGA` sentence with its checksum and CRLF, at `time` (UTC). The talker is
    /// always GP: casters reject GN, whatever the receiver uses.
    public func ggaSentence(at time: UTCTime) -> [UInt8] {
        var gga = GGA(talker: .gps)
        gga.time = time
        gga.latitude = (latitude * 1e7).rounded() / 1e7
        gga.longitude = (longitude * 1e7).rounded() / 1e7
        gga.quality = quality
        gga.satellitesUsed = UInt8(clamping: max(0, min(satellitesUsed, 99)))
        gga.hdop = (hdop * 10).rounded() / 10
        gga.altitude = (altitude * 1000).rounded() / 1000
        gga.geoidSeparation = 0
        return Array((Sentence.gga(gga).encoded() + "\r\n").utf8)
    }
}
