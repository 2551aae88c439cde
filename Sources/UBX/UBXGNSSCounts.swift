/// Satellite counts per UBX GNSS identifier (0 GPS, 1 SBAS, 2 Galileo, 3 BeiDou, 4 IMES,
/// 5 QZSS, 6 GLONASS, 7 NavIC), stored inline: one byte per GNSS in one word.
public struct UBXGNSSCounts: Hashable, Sendable {
    private var counts: UInt64 = 0

    /// No satellites.
    public init() {}

    /// The count for `gnssId` (0 for identifiers above 7).
    public subscript(gnssId gnssId: UInt8) -> Int {
        guard gnssId < 8 else { return 0 }
        return Int((counts >> (8 * UInt64(gnssId))) & 0xFF)
    }

    /// Counts one satellite of `gnssId`; identifiers above 7 are ignored.
    public mutating func add(_ gnssId: UInt8) {
        guard gnssId < 8, self[gnssId: gnssId] < 255 else { return }
        counts &+= 1 << (8 * UInt64(gnssId))
    }

    /// The sum over every GNSS.
    public var total: Int { (0..<8).reduce(0) { $0 + self[gnssId: UInt8($1)] } }

    /// The counts of `satellites` per GNSS.
    public init(_ satellites: some Sequence<UBXSatellite>) {
        self.init()
        for satellite in satellites { add(satellite.gnssId) }
    }
}
