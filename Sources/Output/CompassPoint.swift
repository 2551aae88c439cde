/// One of the eight points of the compass, for a bearing shown to people ("NE").
public enum CompassPoint: String, Hashable, Sendable, CaseIterable {
    /// North.
    case north = "N"
    /// North-east.
    case northEast = "NE"
    /// East.
    case east = "E"
    /// South-east.
    case southEast = "SE"
    /// South.
    case south = "S"
    /// South-west.
    case southWest = "SW"
    /// West.
    case west = "W"
    /// North-west.
    case northWest = "NW"

    /// The point nearest to a bearing in degrees clockwise from true north (any finite
    /// value; each point covers 45°, centred on it, so 22.5 is already north-east).
    public init(bearing: Double) {
        var degrees = bearing.truncatingRemainder(dividingBy: 360)
        if degrees < 0 { degrees += 360 }
        let index = Int((degrees / 45).rounded()) % 8
        self = Self.allCases[index]
    }
}
