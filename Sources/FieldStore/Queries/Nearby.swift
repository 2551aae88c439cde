/// A record found near a point, with how far and which way it is.
public struct Nearby<Record: Sendable>: Sendable {
    /// The record.
    public var record: Record
    /// Geodesic distance from the query point on the WGS 84 ellipsoid, metres.
    public var distance: Double
    /// Initial geodesic bearing from the query point to the record, degrees from true north.
    public var bearing: Double
}
