/// The file formats records export to.
public enum ExportFormat: String, Sendable, CaseIterable, Hashable {
    /// RFC 4180 CSV with a header row (see ``CSVField`` for the formula-injection rule).
    case csv
    /// FieldFix's JSON document (`format`, `version`, `kind`, `records`), which the importer reads.
    case json
    /// GPX 1.1: one waypoint per record.
    case gpx
    /// GeoJSON (RFC 7946): a FeatureCollection of points.
    case geojson

    /// The file extension: `csv`, `json`, `gpx` or `geojson`.
    public var fileExtension: String { rawValue }

    /// Whether the format can embed photos (as base64): `json` and `geojson`.
    public var embedsPhotos: Bool { self == .json || self == .geojson }

    /// The format's name for people: "CSV", "JSON", "GPX", "GeoJSON".
    public var label: String {
        switch self {
        case .csv: "CSV"
        case .json: "JSON"
        case .gpx: "GPX"
        case .geojson: "GeoJSON"
        }
    }
}
