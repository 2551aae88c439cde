/// A satellite navigation system, as NMEA talker IDs and NMEA 4.10 system IDs name them.
public enum Constellation: Int, Sendable, CaseIterable, Hashable {
    /// GPS (talker GP, system ID 1).
    case gps = 0
    /// GLONASS (talker GL, system ID 2).
    case glonass
    /// Galileo (talker GA, system ID 3).
    case galileo
    /// BeiDou (talkers GB and BD, system ID 4).
    case beidou
    /// QZSS (talker GQ, system ID 5).
    case qzss
    /// NavIC / IRNSS (talker GI, system ID 6).
    case navic
    /// SBAS satellites (PRN 33 to 64 and 120 to 158 in GPS numbering).
    case sbas
    /// Not told by the receiver.
    case unknown
}

/// Satellite counts per constellation, stored inline (no heap allocation).
public struct ConstellationCounts: Hashable, Sendable {
    private var counts: (Int16, Int16, Int16, Int16, Int16, Int16, Int16, Int16) = (0, 0, 0, 0, 0, 0, 0, 0)

    /// An empty set of counts.
    public init() {}

    /// The count for one constellation.
    public subscript(_ constellation: Constellation) -> Int {
        get {
            withUnsafeBytes(of: counts) { Int($0.load(fromByteOffset: constellation.rawValue * 2, as: Int16.self)) }
        }
        set {
            let clamped = Int16(clamping: newValue)
            withUnsafeMutableBytes(of: &counts) {
                $0.storeBytes(of: clamped, toByteOffset: constellation.rawValue * 2, as: Int16.self)
            }
        }
    }

    /// The sum over all constellations.
    public var total: Int {
        Int(counts.0) + Int(counts.1) + Int(counts.2) + Int(counts.3) + Int(counts.4) + Int(counts.5)
            + Int(counts.6) + Int(counts.7)
    }

    /// Whether every count is zero.
    public var isEmpty: Bool { total == 0 }

    public static func == (lhs: ConstellationCounts, rhs: ConstellationCounts) -> Bool {
        Constellation.allCases.allSatisfy { lhs[$0] == rhs[$0] }
    }

    public func hash(into hasher: inout Hasher) {
        for c in Constellation.allCases { hasher.combine(self[c]) }
    }
}
