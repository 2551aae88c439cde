/// The dimension of a fix, as gpsd's TPV `mode` reports it.
public enum FixMode: Int, Comparable, Sendable, CaseIterable {
    /// No position (gpsd mode 1).
    case noFix = 1
    /// Latitude and longitude only (gpsd mode 2).
    case twoD = 2
    /// Latitude, longitude and altitude (gpsd mode 3).
    case threeD = 3

    public static func < (lhs: FixMode, rhs: FixMode) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A short name for people: "no fix", "2D", "3D".
    public var label: String {
        switch self {
        case .noFix: return "no fix"
        case .twoD: return "2D"
        case .threeD: return "3D"
        }
    }
}
