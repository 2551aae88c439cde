/// One `CAS` line of a sourcetable: another caster.
///
/// `CAS;host;port;identifier;operator;nmea;country;latitude;longitude;fallback-host;fallback-port;misc`
public struct SourcetableCaster: Hashable, Sendable {
    public var host: String
    public var port: Int?
    public var identifier: String
    public var `operator`: String
    public var country: String

    init(fields: [Substring], line: Int) throws(NTRIPError) {
        guard fields.count >= 3 else {
            throw NTRIPError(.malformedSourcetable, "sourcetable line \(line): a CAS line needs a host and a port")
        }
        func field(_ index: Int) -> String { index < fields.count ? String(fields[index]) : "" }
        host = field(1)
        port = Int(field(2))
        identifier = field(3)
        self.operator = field(4)
        country = field(6)
    }
}
