import NMEA
import UBX

extension UBXMessage {
    /// The message's fields in SI units with their names, as `fieldfix decode` prints them, in the
    /// shape of an NMEA sentence's ``Sentence/namedFields``.
    public var namedFields: [NamedField] {
        func number(_ name: String, _ value: Double, _ unit: String? = nil) -> NamedField {
            NamedField(name, .number(value), unit: unit)
        }
        func integer(_ name: String, _ value: some BinaryInteger) -> NamedField {
            NamedField(name, .integer(Int(value)))
        }
        func counts(_ name: String, _ counts: UBXGNSSCounts) -> NamedField {
            NamedField(name, .integers((UInt8(0)..<8).map { counts[gnssId: $0] }))
        }
        switch self {
        case .navPVT(let m):
            return [integer("iTOW", m.iTOW), NamedField("utc", .text(utc(m.year, m.month, m.day, m.hour, m.minute, m.second, m.nano))),
                    integer("valid", m.valid), integer("fixType", m.fixType), integer("flags", m.flags),
                    integer("numSV", m.numSV), number("latitude", m.latitude, "deg"), number("longitude", m.longitude, "deg"),
                    number("height", m.heightAboveEllipsoid, "m"), number("hMSL", m.heightAboveMSL, "m"),
                    number("hAcc", m.horizontalAccuracy, "m"), number("vAcc", m.verticalAccuracy, "m"),
                    number("groundSpeed", m.groundSpeed, "m/s"), number("headMot", m.headingOfMotion, "deg"),
                    number("sAcc", m.speedAccuracy, "m/s"), number("headAcc", m.headingAccuracy, "deg"),
                    number("pDOP", m.positionDOP), integer("flags3", m.flags3)]
        case .navPOSLLH(let m):
            return [integer("iTOW", m.iTOW), number("latitude", m.latitude, "deg"), number("longitude", m.longitude, "deg"),
                    number("height", m.heightAboveEllipsoid, "m"), number("hMSL", m.heightAboveMSL, "m"),
                    number("hAcc", m.horizontalAccuracy, "m"), number("vAcc", m.verticalAccuracy, "m")]
        case .navHPPOSLLH(let m):
            return [integer("iTOW", m.iTOW), integer("flags", m.flags), number("latitude", m.latitude, "deg"),
                    number("longitude", m.longitude, "deg"), number("height", m.heightAboveEllipsoid, "m"),
                    number("hMSL", m.heightAboveMSL, "m"), number("hAcc", m.horizontalAccuracy, "m"),
                    number("vAcc", m.verticalAccuracy, "m")]
        case .navSOL(let m):
            return [integer("iTOW", m.iTOW), integer("fTOW", m.fTOW), integer("week", m.week), integer("gpsFix", m.gpsFix),
                    integer("flags", m.flags), number("ecefX", m.position.x, "m"), number("ecefY", m.position.y, "m"),
                    number("ecefZ", m.position.z, "m"), number("pAcc", m.positionAccuracy, "m"),
                    number("ecefVX", m.velocity.x, "m/s"), number("ecefVY", m.velocity.y, "m/s"),
                    number("ecefVZ", m.velocity.z, "m/s"), number("sAcc", m.speedAccuracy, "m/s"),
                    number("pDOP", m.positionDOP), integer("numSV", m.numSV)]
        case .navSTATUS(let m):
            return [integer("iTOW", m.iTOW), integer("gpsFix", m.gpsFix), integer("flags", m.flags),
                    integer("fixStat", m.fixStat), integer("flags2", m.flags2), number("ttff", m.timeToFirstFix, "s")]
        case .navDOP(let m):
            return [integer("iTOW", m.iTOW), number("gDOP", m.geometric), number("pDOP", m.position), number("tDOP", m.time),
                    number("vDOP", m.vertical), number("hDOP", m.horizontal)]
        case .navSAT(let m):
            return [integer("iTOW", m.iTOW), integer("numSvs", m.numSvs), counts("inViewByGNSS", m.inView),
                    counts("usedByGNSS", m.used)]
        case .navSVINFO(let m):
            return [integer("iTOW", m.iTOW), integer("numCh", m.numCh), counts("inViewByGNSS", m.inView),
                    counts("usedByGNSS", m.used)]
        case .navTIMEGPS(let m):
            return [integer("iTOW", m.iTOW), integer("fTOW", m.fTOW), integer("week", m.week), integer("leapS", m.leapS),
                    integer("valid", m.valid)]
        case .navTIMEUTC(let m):
            return [integer("iTOW", m.iTOW), NamedField("utc", .text(utc(m.year, m.month, m.day, m.hour, m.minute, m.second, m.nano))),
                    integer("valid", m.valid)]
        case .navCOV(let m):
            let c = m.positionCovariance
            return [integer("iTOW", m.iTOW), integer("posCovValid", m.posCovValid),
                    number("posCovNN", Double(c.nn), "m2"), number("posCovNE", Double(c.ne), "m2"),
                    number("posCovND", Double(c.nd), "m2"), number("posCovEE", Double(c.ee), "m2"),
                    number("posCovED", Double(c.ed), "m2"), number("posCovDD", Double(c.dd), "m2")]
        case .navEOE(let m):
            return [integer("iTOW", m.iTOW)]
        case .other(_, let length):
            return [integer("length", length)]
        }
    }
}

/// `2024-03-15 14:30:22 +nano ns`, the date and time fields as sent.
private func utc(_ year: UInt16, _ month: UInt8, _ day: UInt8, _ hour: UInt8, _ minute: UInt8, _ second: UInt8,
                 _ nano: Int32) -> String {
    func two(_ value: UInt8) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(year)-\(two(month))-\(two(day)) \(two(hour)):\(two(minute)):\(two(second)) \(nano >= 0 ? "+" : "")\(nano) ns"
}
