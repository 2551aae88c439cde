/// The parts of a gpsd SKY report that a ``Positioning/Fix`` holds.
struct GPSDSky: Hashable, Sendable {
    /// Horizontal dilution of precision.
    var hdop: Double?
    /// Vertical dilution of precision.
    var vdop: Double?
    /// Position dilution of precision.
    var pdop: Double?
    /// Satellites used in the solution.
    var satellitesUsed: Int?
    /// Satellites in view.
    var satellitesInView: Int?
}
