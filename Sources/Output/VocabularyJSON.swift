import FieldStore
import Positioning
import TextEncoding

/// The names records and fixes carry, with their labels for people, as one JSON object: the
/// accuracy classes (``AccuracyClass``, best first, then `unknown`), the issue categories
/// (``IssueCategory``) and the export formats (``ExportFormat``). A reader that shows them
/// (the web app) takes them from here instead of keeping lists of its own:
///
/// ```
/// {"accuracyClasses":[{"name":"excellent","label":"Excellent"},…],
///  "issueCategories":[{"name":"pothole","label":"Pothole"},…,{"name":"water-leak","label":"Water leak"},…],
///  "exportFormats":[{"name":"csv","label":"CSV","embedsPhotos":false},…]}
/// ```
///
/// Which class a radius is in stays with ``AccuracyClass``: each fix and record names its own.
public enum VocabularyJSON {
    /// The object, on one line.
    public static let document: String = {
        var json = JSONWriter()
        json.beginObject()
        json.key("accuracyClasses")
        json.beginArray()
        for grade in AccuracyClass.allCases { entry(grade.rawValue, grade.label, to: &json) }
        json.endArray()
        json.key("issueCategories")
        json.beginArray()
        for category in IssueCategory.allCases { entry(category.rawValue, category.label, to: &json) }
        json.endArray()
        json.key("exportFormats")
        json.beginArray()
        for format in ExportFormat.allCases { entry(format.rawValue, format.label, embedsPhotos: format.embedsPhotos, to: &json) }
        json.endArray()
        json.endObject()
        return json.text
    }()

    /// Writes `{"name":…,"label":…}`, with `embedsPhotos` when given.
    private static func entry(_ name: String, _ label: String, embedsPhotos: Bool? = nil, to json: inout JSONWriter) {
        json.beginObject()
        json.field("name", name)
        json.field("label", label)
        if let embedsPhotos { json.field("embedsPhotos", embedsPhotos) }
        json.endObject()
    }
}
