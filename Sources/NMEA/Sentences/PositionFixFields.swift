/// The fix fields GGA and GNS share, read, written and named in one place.
///
/// Both sentences carry the same fields around a field 6 of their own (GGA's quality
/// indicator, GNS's mode letters), so each is handled in two runs: the position before
/// field 6 (`readPosition`) and the solution after it (`readSolution`).
/// GGA follows the altitude and the geoid separation with a unit field each (`M`); GNS does not.
///
/// The small fields come first so that they fill the padding before the first `Double?`,
/// and the sentence's own small fields fit in the padding at the end: ``Sentence`` stays
/// within 128 bytes, the size up to which copies are inlined rather than calls to `memcpy`.
public struct PositionFixFields: Hashable, Sendable {
    /// UTC time of the fix (field 1).
    public var time: UTCTime?
    /// Satellites used in the fix (field 7).
    public var satellitesUsed: UInt8?
    /// Differential reference station ID (GGA field 14, GNS field 12).
    public var differentialStation: UInt16?
    /// Latitude in degrees, south negative (fields 2-3).
    public var latitude: Double?
    /// Longitude in degrees, west negative (fields 4-5).
    public var longitude: Double?
    /// Horizontal dilution of precision (field 8).
    public var hdop: Double?
    /// Altitude above mean sea level, metres (GGA fields 9-10, GNS field 9).
    public var altitude: Double?
    /// Geoid separation (ellipsoid height minus MSL altitude), metres (GGA fields 11-12,
    /// GNS field 10).
    public var geoidSeparation: Double?
    /// Age of the differential corrections, seconds (GGA field 13, GNS field 11).
    public var differentialAge: Double?

    /// Creates the fields, every one empty.
    public init() {}

    /// Reads fields 1 to 5: time, latitude and longitude.
    @inlinable
    mutating func readPosition(_ f: inout FieldReader, _ line: Span<UInt8>) {
        time = f.time(line)
        latitude = f.latitude(line)
        longitude = f.longitude(line)
    }

    /// Reads the fields after field 6: satellites used, HDOP, altitude, geoid separation,
    /// differential age and station. With `unitFields`, the altitude and the separation are
    /// each followed by a unit field, which must be `M` or empty.
    @inlinable
    mutating func readSolution(_ f: inout FieldReader, _ line: Span<UInt8>, unitFields: Bool) {
        satellitesUsed = f.integer(line, 0...99)
        hdop = f.magnitude(line)
        altitude = f.decimal(line)
        if unitFields { altitude = f.labelled(altitude, line, UInt8(ascii: "M")) }
        geoidSeparation = f.decimal(line)
        if unitFields { geoidSeparation = f.labelled(geoidSeparation, line, UInt8(ascii: "M")) }
        differentialAge = f.magnitude(line)
        differentialStation = f.integer(line, 0...9999)
    }

    /// Writes fields 1 to 5, as `readPosition` reads them.
    func writePosition(to w: inout SentenceWriter) {
        w.time(time)
        w.latitude(latitude)
        w.longitude(longitude)
    }

    /// Writes the fields after field 6, as `readSolution` reads them.
    func writeSolution(to w: inout SentenceWriter, unitFields: Bool) {
        w.integer(satellitesUsed, width: 2)
        w.decimal(hdop)
        w.decimal(altitude)
        if unitFields { w.unit("M", present: altitude != nil) }
        w.decimal(geoidSeparation)
        if unitFields { w.unit("M", present: geoidSeparation != nil) }
        w.decimal(differentialAge)
        w.integer(differentialStation, width: 4)
    }

    /// Hands the present fields of `readPosition` to `visitor` with their names.
    @inlinable
    func visitPosition(_ visitor: inout some SentenceFieldVisitor) {
        visitor.addText("time", time)
        visitor.add("latitude", latitude, "deg")
        visitor.add("longitude", longitude, "deg")
    }

    /// Hands the present fields of `readSolution` to `visitor` with their names.
    @inlinable
    func visitSolution(_ visitor: inout some SentenceFieldVisitor) {
        visitor.add("satellitesUsed", satellitesUsed)
        visitor.add("hdop", hdop)
        visitor.add("altitude", altitude, "m")
        visitor.add("geoidSeparation", geoidSeparation, "m")
        visitor.add("differentialAge", differentialAge, "s")
        visitor.add("differentialStation", differentialStation)
    }
}
