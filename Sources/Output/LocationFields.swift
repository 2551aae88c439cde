import FieldStore
import Positioning
import TextEncoding

/// The one encoding of a captured location, with the store's names (docs/vocabulary.md):
/// the same fields, in the same order and at the same precision, in a capture result, a
/// record, a JSON export and a CSV row. What each field holds is ``LocationJSON``'s table in
/// FieldStore; this adds how many decimals each number gets.
enum LocationFields {
    /// Writes the location's fields into the open object; absent values are `null`.
    static func write(_ location: CapturedLocation, to json: inout JSONWriter) {
        let fields = LocationJSON(location)
        for key in LocationJSON.Keys.allCases {
            json.key(named: key.rawValue)
            switch fields.value(key) {
            case let .decimal(number?) where number.isFinite: json.value(number, places: places(key))
            case let .integer(number?): json.value(number)
            case let .text(text?): json.value(text)
            case .decimal, .integer, .text: json.null()
            }
        }
    }

    /// Writes what the location's accuracy reads as for people: `accuracyClass` (its
    /// ``AccuracyClass``) and `accuracyText` ("±4.2 m (68%)", ``AccuracyText/radius(_:)``, as
    /// a fix's), so that every reader shows the one rule's class and rounding. Derived, never
    /// read back; JSON only (a CSV row keeps the figures).
    static func writeGrade(_ location: CapturedLocation, to json: inout JSONWriter) {
        json.field("accuracyClass", AccuracyClass(location.horizontalAccuracy).rawValue)
        json.field("accuracyText") { AccuracyText.appendRadius(location.horizontalAccuracy, to: &$0) }
    }

    /// The CSV cells, in the order of ``LocationJSON/Keys``, holding what the JSON does.
    static func cells(_ location: CapturedLocation) -> [CSVField] {
        let fields = LocationJSON(location)
        return LocationJSON.Keys.allCases.map { key in
            switch fields.value(key) {
            case let .decimal(number): .number(number, places: places(key))
            case let .integer(number): .number(number)
            case let .text(text): .text(text)
            }
        }
    }

    /// The decimals of a numeric field (see ``Precision``).
    static func places(_ key: LocationJSON.Keys) -> Int {
        switch key {
        case .latitude, .longitude: Precision.degrees
        case .speed: Precision.metersPerSecond
        case .course: Precision.direction
        case .accuracyConfidence, .verticalAccuracyConfidence, .hdop: Precision.ratio
        case .averageDuration: Precision.seconds
        default: Precision.meters
        }
    }
}
