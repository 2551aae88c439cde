import Positioning

extension CaptureContext {
    /// The context of a location just captured: its source kind and heights, from the last
    /// fix heard (the one the location was frozen on, or the last one averaged). The
    /// ellipsoidal height is the sea-level height plus that fix's geoid separation; a
    /// separation without a stated source came from the receiver.
    public init(location: CapturedLocation, lastFix fix: Fix?, origin: LocationOrigin?) {
        let separation = fix?.geoidSeparation
        self.init(
            origin: origin,
            ellipsoidalHeight: location.altitude.flatMap { altitude in separation.map { altitude + $0 } },
            geoidSeparation: separation,
            geoidSeparationSource: separation.map { _ in (fix?.geoidSeparationSource ?? .receiver).rawValue })
    }
}
