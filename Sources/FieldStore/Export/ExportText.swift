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

    /// The location CSV cells, in the order of ``locationHeaders``.
    static func locationFields(_ l: CapturedLocation) -> [CSVField] {
        var average: (Int, Double, Double)?
        if case let .averaged(count, duration, scatter) = l.method { average = (count, duration, scatter) }
        return [
            .number(l.latitude), .number(l.longitude), .number(l.altitude), .number(l.horizontalAccuracy.meters),
            .number(l.horizontalAccuracy.confidence.probability), .text(l.horizontalAccuracy.source.rawValue),
            .number(l.verticalAccuracy?.meters), .number(l.verticalAccuracy?.confidence.probability),
            .text(l.verticalAccuracy?.source.rawValue), .number(l.maximumAccuracy), .text(l.quality.rawValue),
            .number(l.satellitesUsed), .number(l.hdop), .number(l.speed), .number(l.course), .text(l.time?.iso8601),
            .text(l.method.name), .number(average?.0), .number(average?.1), .number(average?.2),
        ]
    }
}
