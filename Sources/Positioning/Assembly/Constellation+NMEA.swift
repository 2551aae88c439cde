import NMEA

/// Constellations from NMEA talker IDs, system IDs and satellite numbers.
extension Constellation {
    /// The constellation a talker ID names; `nil` for `GN` (several) and unknown talkers.
    /// Matched by its letters: the named talkers (`Talker.gps`...) are globals of another
    /// module, each read through its accessor.
    init?(talker: Talker) {
        switch (talker.first, talker.second) {
        case (UInt8(ascii: "G"), UInt8(ascii: "P")): self = .gps
        case (UInt8(ascii: "G"), UInt8(ascii: "L")): self = .glonass
        case (UInt8(ascii: "G"), UInt8(ascii: "A")): self = .galileo
        case (UInt8(ascii: "G"), UInt8(ascii: "B")), (UInt8(ascii: "B"), UInt8(ascii: "D")): self = .beidou
        case (UInt8(ascii: "G"), UInt8(ascii: "Q")), (UInt8(ascii: "Q"), UInt8(ascii: "Z")): self = .qzss
        case (UInt8(ascii: "G"), UInt8(ascii: "I")): self = .navic
        default: return nil
        }
    }

    /// The constellation an NMEA 4.10 system ID names; `nil` for unknown IDs.
    init?(systemID: SystemID) {
        switch systemID.rawValue {
        case 1: self = .gps
        case 2: self = .glonass
        case 3: self = .galileo
        case 4: self = .beidou
        case 5: self = .qzss
        case 6: self = .navic
        default: return nil
        }
    }

    /// The constellation of a satellite number in a sentence of `system` (from its system
    /// ID or talker, `nil` when neither tells): SBAS numbers within GPS are SBAS, and
    /// without a system the number's range decides.
    static func of(prn: Int, system: Constellation?) -> Constellation {
        switch system {
        case .gps?:
            let byNumber = Constellation.of(prn: prn)
            return byNumber == .sbas ? .sbas : .gps
        case let system?:
            return system
        case nil:
            return Constellation.of(prn: prn)
        }
    }

    /// The constellation of a satellite from its NMEA number, for sentences whose talker
    /// (`GN`) and missing system ID (before NMEA 4.10) leave it open: 1-32 GPS, 33-64 and
    /// 120-158 SBAS, 65-96 GLONASS, 193-200 QZSS, 201-237 and 401-437 BeiDou, 301-336 Galileo.
    public static func of(prn: Int) -> Constellation {
        switch prn {
        case 1...32: return .gps
        case 33...64, 120...158: return .sbas
        case 65...96: return .glonass
        case 193...200: return .qzss
        case 201...237, 401...437: return .beidou
        case 301...336: return .galileo
        default: return .unknown
        }
    }

    /// The number within `constellation` (gpsd's `svid`) of a satellite the receiver
    /// numbers `nmea`, in NMEA 4.10's per-system numbers or the older shared range
    /// (SBAS 33-64, GLONASS 65-96, QZSS 193-200, BeiDou 201-237 or 401-437, Galileo 301-336).
    @inline(__always)
    public static func svid(nmea: Int, in constellation: Constellation) -> Int {
        switch (constellation, nmea) {
        case (.sbas, 33...64): return nmea + 87
        case (.glonass, 65...96): return nmea - 64
        case (.qzss, 193...202): return nmea - 192
        case (.beidou, 201...263): return nmea - 200
        case (.beidou, 401...463): return nmea - 400
        case (.galileo, 301...336): return nmea - 300
        default: return nmea
        }
    }
}
