import FieldStore
import Foundation
import Positioning

/// Text shared by the exporters.
enum ExportText {
    /// "accuracy 4.2 m (68%, receiver)".
    static func accuracy(_ location: CapturedLocation) -> String {
        let a = location.horizontalAccuracy
        let meters = (a.meters * 10).rounded() / 10
        return "accuracy \(meters) m (\(a.confidence.rawValue)%, \(a.source.rawValue))"
    }

    /// The location CSV headers, after `id`.
    static let locationHeaders = LocationJSON.Keys.allCases.map(\.rawValue)

    /// The CSV headers of a record's stable id and context, after the location's.
    static let contextHeaders = ContextJSON.Keys.allCases.map(\.rawValue)

    /// The cells for ``contextHeaders``.
    static func contextFields(uid: UUID, _ context: CaptureContext) -> [CSVField] {
        [.text(uid.uuidString.lowercased()), .text(context.origin?.rawValue), .number(context.ellipsoidalHeight),
         .number(context.geoidSeparation), .text(context.geoidSeparationSource)]
    }

    /// The location CSV cells, in the order of ``locationHeaders``, holding what the JSON does.
    static func locationFields(_ l: CapturedLocation) -> [CSVField] {
        let json = LocationJSON(l)
        return LocationJSON.Keys.allCases.map { key in
            switch json.value(key) {
            case let .decimal(number): .number(number)
            case let .integer(number): .number(number)
            case let .text(text): .text(text)
            }
        }
    }
}
