/// A position in a local plane, metres east and north of any reference point.
public struct ScatterPoint: Hashable, Sendable {
    /// Metres east.
    public var east: Double
    /// Metres north.
    public var north: Double

    /// A position.
    public init(east: Double, north: Double) {
        self.east = east
        self.north = north
    }

    /// The distance to another point, metres.
    public func distance(to other: ScatterPoint) -> Double {
        let de = east - other.east, dn = north - other.north
        return (de * de + dn * dn).squareRoot()
    }
}
