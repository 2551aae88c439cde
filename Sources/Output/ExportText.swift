import FieldStore
import Foundation
import Positioning
import TextEncoding

/// Text shared by the exporters.
enum ExportText {
    /// "accuracy ±4.2 m (68%, receiver)".
    static func accuracy(_ location: CapturedLocation) -> String {
        "accuracy " + AccuracyText.radiusAndSource(location.horizontalAccuracy)
    }

    /// The location CSV headers, after `id`.
    static let locationHeaders = LocationJSON.Keys.allCases.map(\.rawValue)

    /// The CSV headers of a record's stable id and context, after the location's.
    static let contextHeaders = ContextJSON.Keys.allCases.map(\.rawValue)

    /// The cells for ``contextHeaders``.
    static func contextFields(uid: UUID, _ context: CaptureContext) -> [CSVField] {
        [.text(uid.uuidString.lowercased()), .text(context.origin?.rawValue),
         .number(context.ellipsoidalHeight, places: Precision.meters),
         .number(context.geoidSeparation, places: Precision.meters), .text(context.geoidSeparationSource)]
    }

    /// The location CSV cells, in the order of ``locationHeaders``, holding what the JSON does.
    static func locationFields(_ l: CapturedLocation) -> [CSVField] {
        LocationFields.cells(l)
    }
}
