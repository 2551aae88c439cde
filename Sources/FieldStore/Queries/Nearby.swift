/// A record found near a point, with how far and which way it is.
public struct Nearby<Record: Sendable>: Sendable {
    /// The record.
    public var record: Record
    /// Great-circle distance from the query point, metres.
    public var distance: Double
    /// Initial bearing from the query point to the record, degrees from true north.
    public var bearing: Double
}
