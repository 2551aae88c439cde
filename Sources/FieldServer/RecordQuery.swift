import FieldStore
import Foundation
import Hummingbird

/// The query of a list or an export, with the CLI's filters: `range` (`last-hour`,
/// `today`, `7-days`, `all`) or `from`/`to` (ISO 8601, inclusive), `createdOnly`,
/// `collection` for trees, `category` for issues, and `near=LAT,LON` with `radius` metres.
struct RecordQuery {
    private let parameters: [String: String]

    /// Reads the query of `request` as a form does (`application/x-www-form-urlencoded`:
    /// `+` is a space, `%XX` a byte of UTF-8); a parameter given twice is refused.
    init(_ request: Request) throws(APIError) {
        var parameters: [String: String] = [:]
        for item in (request.uri.query ?? "").split(separator: "&") {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = try Self.formDecoded(pair[0])
            guard parameters[key] == nil else { throw .badRequest("query parameter \(key) is given twice") }
            parameters[key] = try pair.count == 2 ? Self.formDecoded(pair[1]) : ""
        }
        self.parameters = parameters
    }

    /// A form-encoded key or value as text.
    private static func formDecoded(_ text: Substring) throws(APIError) -> String {
        guard let decoded = text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding else {
            throw .badRequest("the query part \(text) is not valid percent-encoded UTF-8")
        }
        return decoded
    }

    /// The parameter's value, if given.
    func text(_ name: String) -> String? { parameters[name] }

    /// Refuses parameters this route does not take, so that a typo is not ignored.
    func only(_ names: Set<String>) throws(APIError) {
        if let unknown = parameters.keys.sorted().first(where: { !names.contains($0) }) {
            throw .badRequest("unknown query parameter \(unknown); this route takes \(names.sorted().joined(separator: ", "))")
        }
    }

    /// A `true`/`false` parameter, `false` when absent.
    func flag(_ name: String) throws(APIError) -> Bool {
        switch parameters[name] {
        case nil, "false": return false
        case "true", "": return true
        case let value?: throw .badRequest("\(name) must be true or false, not \(value)")
        }
    }

    /// The time range chosen, or `nil` for none, by the CLI's rule
    /// (``TimeRange/requested(preset:from:to:now:timeZone:)``: a `from` alone after now
    /// selects nothing; only a `from` after the `to` given with it is refused).
    func timeRange(now: Date) throws(APIError) -> TimeRange? {
        let preset = try parameters["range"].map { text throws(APIError) in
            guard let preset = TimeRange.Preset(rawValue: text) else {
                throw .badRequest("range must be one of \(TimeRange.Preset.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return preset
        }
        do { return try TimeRange.requested(preset: preset, from: parameters["from"], to: parameters["to"], now: now) } catch {
            throw .badRequest(error.message(prefix: ""))
        }
    }

    /// `collection`, `range`/`from`/`to` and `createdOnly` as a tree filter.
    func treeFilter(now: Date) throws(APIError) -> TreeFilter {
        if let collection = parameters["collection"], collection.isEmpty { throw .badRequest("collection must not be empty") }
        return TreeFilter(collection: parameters["collection"], range: try timeRange(now: now), createdOnly: try flag("createdOnly"))
    }

    /// `category`, `range`/`from`/`to` and `createdOnly` as an issue filter.
    func issueFilter(now: Date) throws(APIError) -> IssueFilter {
        let category = try parameters["category"].map { text throws(APIError) in try Self.category(text) }
        return IssueFilter(category: category, range: try timeRange(now: now), createdOnly: try flag("createdOnly"))
    }

    /// An issue category by its name (`water-leak`), in a query or a body.
    static func category(_ text: String) throws(APIError) -> IssueCategory {
        guard let category = IssueCategory(rawValue: text) else {
            throw .badRequest("category must be one of \(IssueCategory.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return category
    }

    /// `near=LAT,LON` and `radius` (metres, default ``SearchRadius/standard``), or `nil` without `near`.
    func nearby() throws(APIError) -> (GeoPoint, Double)? {
        guard let near = parameters["near"] else {
            if parameters["radius"] != nil { throw .badRequest("radius needs near=LAT,LON") }
            return nil
        }
        guard let point = GeoPoint(parsing: near) else {
            throw APIError(.badRequest, "badCoordinates", "near must be LAT,LON in degrees (-90...90, -180...180), not \(near)")
        }
        let radius = try parameters["radius"].map { text throws(APIError) -> Double in
            guard let value = Double(text), SearchRadius.isValid(value) else { throw .badRequest("radius " + SearchRadius.requirement) }
            return value
        } ?? SearchRadius.standard
        return (point, radius)
    }
}
