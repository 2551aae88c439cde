/// The receiver's own error estimate, from a GST sentence (or gpsd's GST message), or the
/// expected errors of a GBS sentence (``origin``).
///
/// All values are one standard deviation in metres; the orientation is the direction of
/// the semi-major axis in degrees from true north. Any field the receiver left empty is `nil`.
public struct ErrorEllipse: Hashable, Sendable {
    /// The sentence an ellipse comes from.
    public enum Origin: String, Hashable, Sendable, CaseIterable {
        /// GST pseudorange error statistics (or gpsd's GST message).
        case gst
        /// GBS expected errors in latitude, longitude and altitude, read as sigmas.
        case gbs
    }

    /// RMS of the standard deviation of the range inputs (GST field 2).
    public var rangeRMS: Double?
    /// Standard deviation of the semi-major axis of the error ellipse (GST field 3).
    public var semiMajor: Double?
    /// Standard deviation of the semi-minor axis of the error ellipse (GST field 4).
    public var semiMinor: Double?
    /// Orientation of the semi-major axis, degrees from true north (GST field 5).
    public var orientation: Double?
    /// Standard deviation of the latitude error (GST field 6).
    public var latitudeSigma: Double?
    /// Standard deviation of the longitude error (GST field 7).
    public var longitudeSigma: Double?
    /// Standard deviation of the altitude error (GST field 8).
    public var altitudeSigma: Double?
    /// The sentence the values come from.
    public var origin: Origin

    /// Creates an ellipse from the GST fields (or GBS's, with `origin` ``Origin/gbs``).
    public init(
        rangeRMS: Double? = nil, semiMajor: Double? = nil, semiMinor: Double? = nil,
        orientation: Double? = nil, latitudeSigma: Double? = nil, longitudeSigma: Double? = nil,
        altitudeSigma: Double? = nil, origin: Origin = .gst
    ) {
        self.origin = origin
        self.rangeRMS = rangeRMS
        self.semiMajor = semiMajor
        self.semiMinor = semiMinor
        self.orientation = orientation
        self.latitudeSigma = latitudeSigma
        self.longitudeSigma = longitudeSigma
        self.altitudeSigma = altitudeSigma
    }
}
