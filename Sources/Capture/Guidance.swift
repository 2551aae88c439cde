import Geodesy
import Positioning

/// The way back from a live fix to a stored point (`trees find`, `issues find`): the geodesic
/// distance and initial bearing on WGS 84, and whether the point is reached.
public struct Guidance: Hashable, Sendable {
    /// Metres from the fix to the target.
    public let distance: Double
    /// Degrees clockwise from true north, 0..<360, from the fix towards the target.
    public let bearing: Double
    /// Whether the target lies within the fix's horizontal accuracy radius: closer than
    /// that, the fix cannot tell the way any better.
    public let arrived: Bool

    /// The guidance from an update's position to a target in degrees; `nil` when the fix
    /// has no position.
    public init?(from update: LocationUpdate, toLatitude latitude: Double, longitude: Double) {
        guard let here = update.fix.latitude, let hereLongitude = update.fix.longitude else { return nil }
        let path = Geodesic(fromLatitude: here, longitude: hereLongitude, toLatitude: latitude, longitude: longitude)
        distance = path.distance
        bearing = path.initialBearing
        arrived = update.horizontalAccuracy.map { path.distance <= $0.meters } ?? false
    }
}
