extension Sentence {
    /// The sentence's present fields with names and units, in sentence order; empty
    /// (`nil`) fields are left out. Letter codes are given by name (`autonomous`),
    /// times as `hh:mm:ss.sss`, dates as `yyyy-mm-dd`. Raw sentences give `address`
    /// and `fields`.
    public var namedFields: [NamedField] {
        var collector = NamedFieldCollector()
        visitFields(&collector)
        return collector.fields
    }

    /// Hands the sentence's present fields to `visitor`, as ``namedFields`` lists them,
    /// without building the list.
    @inlinable
    public func visitFields(_ visitor: inout some SentenceFieldVisitor) {
        switch self {
        case .gga(let s):
            s.fix.visitPosition(&visitor)
            visitor.addCode("quality", s.quality)
            s.fix.visitSolution(&visitor)
        case .rmc(let s):
            visitor.addText("time", s.time)
            visitor.addCode("status", s.status)
            visitor.add("latitude", s.latitude, "deg")
            visitor.add("longitude", s.longitude, "deg")
            visitor.add("speedKnots", s.speedKnots, "kn")
            visitor.add("course", s.course, "deg")
            visitor.addText("date", s.date)
            visitor.add("magneticVariation", s.magneticVariation, "deg")
            visitor.addCode("mode", s.mode)
            visitor.addCode("navigationalStatus", s.navigationalStatus)
        case .gsa(let s):
            visitor.addCode("selectionMode", s.selectionMode)
            visitor.addCode("fixType", s.fixType)
            visitor.integers("satellites", s.satellites)
            visitor.add("pdop", s.pdop)
            visitor.add("hdop", s.hdop)
            visitor.add("vdop", s.vdop)
            visitor.add("systemID", s.systemID.map { Int($0.rawValue) })
        case .gsv(let s):
            visitor.add("messageCount", s.messageCount)
            visitor.add("messageNumber", s.messageNumber)
            visitor.add("satellitesInView", s.satellitesInView)
            visitor.beginObjects("satellites")
            for satellite in s.satellites {
                visitor.beginObject()
                visitor.add("id", satellite.id)
                visitor.add("elevation", satellite.elevation, "deg")
                visitor.add("azimuth", satellite.azimuth, "deg")
                visitor.add("snr", satellite.snr, "dB-Hz")
                visitor.endObject()
            }
            visitor.endObjects()
            visitor.add("signalID", s.signalID)
        case .gst(let s):
            visitor.addText("time", s.time)
            visitor.add("rangeRMS", s.rangeRMS, "m")
            visitor.add("semiMajor", s.semiMajor, "m")
            visitor.add("semiMinor", s.semiMinor, "m")
            visitor.add("orientation", s.orientation, "deg")
            visitor.add("latitudeError", s.latitudeError, "m")
            visitor.add("longitudeError", s.longitudeError, "m")
            visitor.add("altitudeError", s.altitudeError, "m")
        case .vtg(let s):
            visitor.add("courseTrue", s.courseTrue, "deg")
            visitor.add("courseMagnetic", s.courseMagnetic, "deg")
            visitor.add("speedKnots", s.speedKnots, "kn")
            visitor.add("speedKmh", s.speedKmh, "km/h")
            visitor.addCode("mode", s.mode)
        case .gll(let s):
            visitor.add("latitude", s.latitude, "deg")
            visitor.add("longitude", s.longitude, "deg")
            visitor.addText("time", s.time)
            visitor.addCode("status", s.status)
            visitor.addCode("mode", s.mode)
        case .zda(let s):
            visitor.addText("time", s.time)
            visitor.addText("date", s.date)
            visitor.add("localZoneHours", s.localZoneHours, "h")
            visitor.add("localZoneMinutes", s.localZoneMinutes, "min")
        case .gns(let s):
            s.fix.visitPosition(&visitor)
            if let modes = s.modes { visitor.text("modes", modes.modes.map(\.name).joined(separator: ",")) }
            s.fix.visitSolution(&visitor)
            visitor.addCode("navigationalStatus", s.navigationalStatus)
        case .gbs(let s):
            visitor.addText("time", s.time)
            visitor.add("latitudeError", s.latitudeError, "m")
            visitor.add("longitudeError", s.longitudeError, "m")
            visitor.add("altitudeError", s.altitudeError, "m")
            visitor.add("failedSatellite", s.failedSatellite)
            visitor.add("missedDetectionProbability", s.missedDetectionProbability)
            visitor.add("bias", s.bias, "m")
            visitor.add("biasStandardDeviation", s.biasStandardDeviation, "m")
            visitor.add("systemID", s.systemID.map { Int($0.rawValue) })
            visitor.add("signalID", s.signalID)
        case .hdt(let s):
            visitor.add("heading", s.heading, "deg")
        case .txt(let s):
            visitor.add("messageCount", s.messageCount)
            visitor.add("messageNumber", s.messageNumber)
            visitor.add("identifier", s.identifier)
            if let text = s.text { visitor.text("text", text) }
        case .pubx00(let s):
            visitor.addText("time", s.time)
            visitor.add("latitude", s.latitude, "deg")
            visitor.add("longitude", s.longitude, "deg")
            visitor.add("ellipsoidHeight", s.ellipsoidHeight, "m")
            if let status = s.navigationStatus { visitor.text("navigationStatus", "\(status)") }
            visitor.add("horizontalAccuracy", s.horizontalAccuracy, "m")
            visitor.add("verticalAccuracy", s.verticalAccuracy, "m")
            visitor.add("speedKmh", s.speedKmh, "km/h")
            visitor.add("course", s.course, "deg")
            visitor.add("verticalVelocity", s.verticalVelocity, "m/s")
            visitor.add("differentialAge", s.differentialAge, "s")
            visitor.add("hdop", s.hdop)
            visitor.add("vdop", s.vdop)
            visitor.add("tdop", s.tdop)
            visitor.add("satellitesUsed", s.satellitesUsed)
        case .pgrme(let s):
            visitor.add("horizontalError", s.horizontalError, "m")
            visitor.add("verticalError", s.verticalError, "m")
            visitor.add("positionError", s.positionError, "m")
        case .raw(let s):
            visitor.raw(s)
        }
    }
}

/// The fields of a sentence that are present, handed to the visitor; absent ones skipped.
extension SentenceFieldVisitor {
    @inlinable
    mutating func add(_ name: StaticString, _ value: Double?, _ unit: StaticString? = nil) {
        if let value { number(name, value, unit: unit) }
    }

    @inlinable
    mutating func add<T: BinaryInteger>(_ name: StaticString, _ value: T?, _ unit: StaticString? = nil) {
        if let value { integer(name, Int(value), unit: unit) }
    }

    @inlinable
    mutating func addText(_ name: StaticString, _ value: (some CustomStringConvertible)?) {
        if let value { text(name, value.description) }
    }

    @inlinable
    mutating func addCode(_ name: StaticString, _ value: (some LetterCode)?) {
        if let value { text(name, value.name) }
    }
}
