/// NMEA sentences for the tests, with their checksums.
public enum TestNMEA {
    /// `$BODY*CS\r\n` for a body without `$` and `*`.
    public static func sentence(_ body: String) -> String {
        checksummed(body) + "\r\n"
    }

    /// `$BODY*CS`, without a line end, for a body without `$` and `*`.
    public static func checksummed(_ body: String) -> String {
        let checksum = body.utf8.reduce(UInt8(0)) { $0 ^ $1 }
        let hex = String(checksum, radix: 16, uppercase: true)
        return "$\(body)*\(hex.count == 1 ? "0" + hex : hex)"
    }

    /// One epoch at 12:00:`second` on 2024-03-15: GGA (autonomous, 8 satellites, HDOP 1.2),
    /// GSA and RMC, near 52.5° N 13.4° E.
    public static func epoch(_ second: Int, hdop: String = "1.2") -> String {
        let time = "1200" + (second < 10 ? "0" : "") + String(second) + ".00"
        let lat = "52" + minutes(30 + Double(second) / 1000)
        return sentence("GPGGA,\(time),\(lat),N,01324.0000,E,1,08,\(hdop),34.5,M,39.2,M,,")
            + sentence("GPGSA,A,3,01,03,06,11,14,17,19,22,,,,,2.1,\(hdop),1.7")
            + sentence("GPRMC,\(time),A,\(lat),N,01324.0000,E,0.10,45.0,150324,,,A")
    }

    /// `epochs` epochs starting at second 0, as bytes.
    public static func log(epochs: Int) -> [UInt8] {
        Array((0..<epochs).map { epoch($0) }.joined().utf8)
    }

    /// A minutes value as `MM.MMMM`.
    private static func minutes(_ value: Double) -> String {
        let tenThousandths = Int((value * 10_000).rounded())
        let fraction = String(tenThousandths % 10_000)
        return "\(tenThousandths / 10_000)." + String(repeating: "0", count: 4 - fraction.count) + fraction
    }
}
