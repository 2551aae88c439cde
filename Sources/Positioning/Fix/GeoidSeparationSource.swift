/// Where a fix's geoid separation comes from.
public enum GeoidSeparationSource: String, Hashable, Sendable, CaseIterable {
    /// The receiver sent it (GGA field 11, gpsd's `geoidSep`, UBX height pairs).
    case receiver
    /// Interpolated in the EGM96 15-minute grid, because the receiver sent none.
    case egm96
}
