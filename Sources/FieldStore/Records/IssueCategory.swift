/// What kind of civic issue a report is about.
public enum IssueCategory: String, Sendable, CaseIterable, Hashable, Codable {
    /// A hole in the road.
    case pothole
    /// A broken or missing street light.
    case streetlight
    /// Garbage left in a public place.
    case garbage
    /// A leaking water pipe or hydrant (`water-leak` in files and on the command line).
    case waterLeak = "water-leak"
    /// Anything else.
    case other

    /// The category's name for people: "Pothole", "Water leak"...
    public var label: String {
        switch self {
        case .pothole: "Pothole"
        case .streetlight: "Streetlight"
        case .garbage: "Garbage"
        case .waterLeak: "Water leak"
        case .other: "Other"
        }
    }
}
