import NMEA

/// Dates from NMEA date fields.
extension CivilDate {
    /// The date of an NMEA date field.
    init?(utc date: UTCDate) {
        self.init(year: Int(date.year), month: Int(date.month), day: Int(date.day))
    }
}
