import GRDB

/// What a record keeps beside its ``Positioning/CapturedLocation``: which kind of source the
/// location came from, and both heights with the geoid separation that links them.
///
/// `CapturedLocation.altitude` is the height above mean sea level (the receiver's geoid);
/// ``ellipsoidalHeight`` is the height above the WGS 84 ellipsoid, which GeoJSON needs.
/// Records stored before these columns existed have them all `nil`.
public struct CaptureContext: Hashable, Sendable {
    /// The kind of source the location came from, when known.
    public var origin: LocationOrigin?
    /// Height above the WGS 84 ellipsoid, metres: sea-level height plus the separation.
    public var ellipsoidalHeight: Double?
    /// The geoid's height above the ellipsoid at the location, metres.
    public var geoidSeparation: Double?
    /// Where the separation came from: `receiver` or `egm96` (the geoid grid).
    public var geoidSeparationSource: String?

    /// Creates a context; every field is optional.
    public init(origin: LocationOrigin? = nil, ellipsoidalHeight: Double? = nil, geoidSeparation: Double? = nil,
                geoidSeparationSource: String? = nil) {
        self.origin = origin
        self.ellipsoidalHeight = ellipsoidalHeight
        self.geoidSeparation = geoidSeparation
        self.geoidSeparationSource = geoidSeparationSource
    }

    static let originColumn = Column("source")
    static let ellipsoidalHeightColumn = Column("altitudeHAE")
    static let geoidSeparationColumn = Column("geoidSeparation")
    static let geoidSeparationSourceColumn = Column("geoidSeparationSource")

    /// Reads the context columns of a `tree` or `issue` row.
    init(row: Row) {
        origin = (row[Self.originColumn] as String?).flatMap(LocationOrigin.init(rawValue:))
        ellipsoidalHeight = row[Self.ellipsoidalHeightColumn]
        geoidSeparation = row[Self.geoidSeparationColumn]
        geoidSeparationSource = row[Self.geoidSeparationSourceColumn]
    }

    /// Writes the context columns.
    func encode(to container: inout PersistenceContainer) {
        container[Self.originColumn] = origin?.rawValue
        container[Self.ellipsoidalHeightColumn] = ellipsoidalHeight
        container[Self.geoidSeparationColumn] = geoidSeparation
        container[Self.geoidSeparationSourceColumn] = geoidSeparationSource
    }
}
