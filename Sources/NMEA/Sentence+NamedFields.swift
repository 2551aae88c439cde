extension Sentence {
    /// The sentence's present fields with names and units, in sentence order; empty
    /// (`nil`) fields are left out. Letter codes are given by name (`autonomous`),
    /// times as `hh:mm:ss.sss`, dates as `yyyy-mm-dd`. Raw sentences give `address`
    /// and `fields`.
    public var namedFields: [NamedField] {
        var list = FieldList()
        switch self {
        case .gga(let s):
            list.addText("time", s.time)
            list.add("latitude", s.latitude, "deg")
            list.add("longitude", s.longitude, "deg")
            list.addCode("quality", s.quality)
            list.add("satellitesUsed", s.satellitesUsed)
            list.add("hdop", s.hdop)
            list.add("altitude", s.altitude, "m")
            list.add("geoidSeparation", s.geoidSeparation, "m")
            list.add("differentialAge", s.differentialAge, "s")
            list.add("differentialStation", s.differentialStation)
        case .rmc(let s):
            list.addText("time", s.time)
            list.addCode("status", s.status)
            list.add("latitude", s.latitude, "deg")
            list.add("longitude", s.longitude, "deg")
            list.add("speedKnots", s.speedKnots, "kn")
            list.add("course", s.course, "deg")
            list.addText("date", s.date)
            list.add("magneticVariation", s.magneticVariation, "deg")
            list.addCode("mode", s.mode)
            list.addCode("navigationalStatus", s.navigationalStatus)
        case .gsa(let s):
            list.addCode("selectionMode", s.selectionMode)
            list.addCode("fixType", s.fixType)
            list.fields.append(NamedField("satellites", .integers(s.satellites.map(Int.init))))
            list.add("pdop", s.pdop)
            list.add("hdop", s.hdop)
            list.add("vdop", s.vdop)
            list.add("systemID", s.systemID.map { Int($0.rawValue) })
        case .gsv(let s):
            list.add("messageCount", s.messageCount)
            list.add("messageNumber", s.messageNumber)
            list.add("satellitesInView", s.satellitesInView)
            let satellites = s.satellites.map { satellite in
                var item = FieldList()
                item.add("id", satellite.id)
                item.add("elevation", satellite.elevation, "deg")
                item.add("azimuth", satellite.azimuth, "deg")
                item.add("snr", satellite.snr, "dB-Hz")
                return item.fields
            }
            list.fields.append(NamedField("satellites", .objects(satellites)))
            list.add("signalID", s.signalID)
        case .gst(let s):
            list.addText("time", s.time)
            list.add("rangeRMS", s.rangeRMS, "m")
            list.add("semiMajor", s.semiMajor, "m")
            list.add("semiMinor", s.semiMinor, "m")
            list.add("orientation", s.orientation, "deg")
            list.add("latitudeError", s.latitudeError, "m")
            list.add("longitudeError", s.longitudeError, "m")
            list.add("altitudeError", s.altitudeError, "m")
        case .vtg(let s):
            list.add("courseTrue", s.courseTrue, "deg")
            list.add("courseMagnetic", s.courseMagnetic, "deg")
            list.add("speedKnots", s.speedKnots, "kn")
            list.add("speedKmh", s.speedKmh, "km/h")
            list.addCode("mode", s.mode)
        case .gll(let s):
            list.add("latitude", s.latitude, "deg")
            list.add("longitude", s.longitude, "deg")
            list.addText("time", s.time)
            list.addCode("status", s.status)
            list.addCode("mode", s.mode)
        case .zda(let s):
            list.addText("time", s.time)
            list.addText("date", s.date)
            list.add("localZoneHours", s.localZoneHours, "h")
            list.add("localZoneMinutes", s.localZoneMinutes, "min")
        case .gns(let s):
            list.addText("time", s.time)
            list.add("latitude", s.latitude, "deg")
            list.add("longitude", s.longitude, "deg")
            if let modes = s.modes {
                list.fields.append(NamedField("modes", .text(modes.modes.map { "\($0)" }.joined(separator: ","))))
            }
            list.add("satellitesUsed", s.satellitesUsed)
            list.add("hdop", s.hdop)
            list.add("altitude", s.altitude, "m")
            list.add("geoidSeparation", s.geoidSeparation, "m")
            list.add("differentialAge", s.differentialAge, "s")
            list.add("differentialStation", s.differentialStation)
            list.addCode("navigationalStatus", s.navigationalStatus)
        case .gbs(let s):
            list.addText("time", s.time)
            list.add("latitudeError", s.latitudeError, "m")
            list.add("longitudeError", s.longitudeError, "m")
            list.add("altitudeError", s.altitudeError, "m")
            list.add("failedSatellite", s.failedSatellite)
            list.add("missedDetectionProbability", s.missedDetectionProbability)
            list.add("bias", s.bias, "m")
            list.add("biasStandardDeviation", s.biasStandardDeviation, "m")
            list.add("systemID", s.systemID.map { Int($0.rawValue) })
            list.add("signalID", s.signalID)
        case .hdt(let s):
            list.add("heading", s.heading, "deg")
        case .txt(let s):
            list.add("messageCount", s.messageCount)
            list.add("messageNumber", s.messageNumber)
            list.add("identifier", s.identifier)
            if let text = s.text { list.fields.append(NamedField("text", .text(text))) }
        case .pubx00(let s):
            list.addText("time", s.time)
            list.add("latitude", s.latitude, "deg")
            list.add("longitude", s.longitude, "deg")
            list.add("ellipsoidHeight", s.ellipsoidHeight, "m")
            if let status = s.navigationStatus { list.fields.append(NamedField("navigationStatus", .text("\(status)"))) }
            list.add("horizontalAccuracy", s.horizontalAccuracy, "m")
            list.add("verticalAccuracy", s.verticalAccuracy, "m")
            list.add("speedKmh", s.speedKmh, "km/h")
            list.add("course", s.course, "deg")
            list.add("verticalVelocity", s.verticalVelocity, "m/s")
            list.add("differentialAge", s.differentialAge, "s")
            list.add("hdop", s.hdop)
            list.add("vdop", s.vdop)
            list.add("tdop", s.tdop)
            list.add("satellitesUsed", s.satellitesUsed)
        case .pgrme(let s):
            list.add("horizontalError", s.horizontalError, "m")
            list.add("verticalError", s.verticalError, "m")
            list.add("positionError", s.positionError, "m")
        case .raw(let s):
            list.fields.append(NamedField("address", .text(s.address)))
            list.fields.append(NamedField("fields", .texts(s.fields)))
        }
        return list.fields
    }
}

/// Collects the present fields of a sentence.
private struct FieldList {
    var fields: [NamedField] = []

    mutating func add(_ name: String, _ value: Double?, _ unit: String? = nil) {
        if let value { fields.append(NamedField(name, .number(value), unit: unit)) }
    }

    mutating func add<T: BinaryInteger>(_ name: String, _ value: T?, _ unit: String? = nil) {
        if let value { fields.append(NamedField(name, .integer(Int(value)), unit: unit)) }
    }

    mutating func addText(_ name: String, _ value: (some CustomStringConvertible)?) {
        if let value { fields.append(NamedField(name, .text(value.description))) }
    }

    mutating func addCode(_ name: String, _ value: (some LetterCode)?) {
        if let value { fields.append(NamedField(name, .text(value.name))) }
    }
}
