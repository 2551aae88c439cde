/// One `STR` line of a sourcetable: a mountpoint and what it sends.
///
/// `STR;mountpoint;identifier;format;format-details;carrier;nav-system;network;country;
/// latitude;longitude;nmea;solution;generator;compr-encryp;authentication;fee;bitrate;misc`
public struct SourcetableStream: Hashable, Sendable {
    public var mountpoint: String
    /// Where the stream comes from, as its operator names it (often a town).
    public var identifier: String
    /// `RTCM 3.2`, `RTCM 3`, `CMR`...
    public var format: String
    /// The messages and their rates, as the caster lists them (`1005(10),1077(1)`).
    public var formatDetails: String
    /// 0: no carrier phase, 1: L1, 2: L1 and L2.
    public var carrier: Int?
    /// `GPS+GLO+GAL+BDS`.
    public var navigationSystems: String
    public var network: String
    public var country: String
    /// The stream's position, degrees; `nil` when the caster gives none (0, 0 is taken as none).
    public var latitude: Double?
    public var longitude: Double?
    /// Whether the caster wants the client's position as NMEA GGA (virtual reference stations do).
    public var wantsNMEA: Bool
    /// 0: a single base, 1: a network solution.
    public var isNetwork: Bool
    /// `N` none, `B` Basic, `D` Digest.
    public var authentication: String
    public var fee: Bool

    /// Reads the fields after `STR;` (`fields[0]` is `STR`).
    init(fields: [Substring], line: Int) throws(NTRIPError) {
        guard fields.count >= 12 else {
            throw NTRIPError(.malformedSourcetable, "sourcetable line \(line): an STR line needs at least 12 fields, it has \(fields.count)")
        }
        func field(_ index: Int) -> String { index < fields.count ? String(fields[index]) : "" }
        mountpoint = field(1)
        identifier = field(2)
        format = field(3)
        formatDetails = field(4)
        carrier = Int(field(5))
        navigationSystems = field(6)
        network = field(7)
        country = field(8)
        let latitude = Double(field(9)), longitude = Double(field(10))
        if let latitude, let longitude, abs(latitude) <= 90, longitude.isFinite, latitude != 0 || longitude != 0 {
            self.latitude = latitude
            self.longitude = longitude > 180 ? longitude - 360 : longitude
        }
        wantsNMEA = field(11) == "1"
        isNetwork = field(12) == "1"
        authentication = field(15)
        fee = field(16) == "Y"
    }
}
