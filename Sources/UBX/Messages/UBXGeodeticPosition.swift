/// The raw geodetic position fields that NAV-PVT and NAV-POSLLH share (same scales), and
/// their values in degrees and metres.
public protocol UBXGeodeticPosition {
    /// Longitude, 1e-7 degrees.
    var lon: Int32 { get }
    /// Latitude, 1e-7 degrees.
    var lat: Int32 { get }
    /// Height above the ellipsoid, millimetres.
    var height: Int32 { get }
    /// Height above mean sea level, millimetres.
    var hMSL: Int32 { get }
    /// Horizontal accuracy estimate, millimetres.
    var hAcc: UInt32 { get }
    /// Vertical accuracy estimate, millimetres.
    var vAcc: UInt32 { get }
}

extension UBXGeodeticPosition {
    /// Latitude, degrees.
    public var latitude: Double { Double(lat) / 1e7 }
    /// Longitude, degrees.
    public var longitude: Double { Double(lon) / 1e7 }
    /// Height above the ellipsoid, metres.
    public var heightAboveEllipsoid: Double { Double(height) / 1e3 }
    /// Height above mean sea level, metres.
    public var heightAboveMSL: Double { Double(hMSL) / 1e3 }
    /// Height above the ellipsoid less height above mean sea level: the geoid separation
    /// the receiver used, metres.
    public var geoidSeparation: Double { Double(Int64(height) - Int64(hMSL)) / 1e3 }
    /// Horizontal accuracy estimate, metres.
    public var horizontalAccuracy: Double { Double(hAcc) / 1e3 }
    /// Vertical accuracy estimate, metres.
    public var verticalAccuracy: Double { Double(vAcc) / 1e3 }
}
