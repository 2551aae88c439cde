/// A record as a JSON export holds it (``TreeJSON``, ``IssueJSON``): what every import checks.
protocol ImportableRecord: Decodable {
    var location: LocationJSON { get }
    var context: ContextJSON { get }
}

extension TreeJSON: ImportableRecord {}
extension IssueJSON: ImportableRecord {}
