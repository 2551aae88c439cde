import Geodesy

/// A caster's sourcetable: its streams (mountpoints), casters and networks, read from the
/// body of a `SOURCETABLE 200 OK` (or `gnss/sourcetable`) reply up to `ENDSOURCETABLE`.
public struct Sourcetable: Hashable, Sendable {
    public var streams: [SourcetableStream] = []
    public var casters: [SourcetableCaster] = []
    public var networks: [SourcetableNetwork] = []

    /// Reads the table's text. Lines of other types and empty lines are skipped.
    ///
    /// - Throws: ``NTRIPError`` (``NTRIPError/Kind/malformedSourcetable``) naming the line.
    public init(parsing text: String) throws(NTRIPError) {
        var number = 0
        // "\r\n" is one Character: split on both it and "\n".
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            if line == "ENDSOURCETABLE" { break }
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            switch fields.first {
            case "STR": streams.append(try SourcetableStream(fields: fields, line: number))
            case "CAS": casters.append(try SourcetableCaster(fields: fields, line: number))
            case "NET": networks.append(SourcetableNetwork(fields: fields))
            default: continue
            }
        }
    }

    /// The streams with the distance to each from a point (geodesic, metres; `nil` for one
    /// without a position), nearest first, those without a position last in table order.
    public func streams(nearLatitude latitude: Double, longitude: Double) -> [(stream: SourcetableStream, distance: Double?)] {
        let measured = streams.map { stream -> (stream: SourcetableStream, distance: Double?) in
            guard let lat = stream.latitude, let lon = stream.longitude else { return (stream, nil) }
            return (stream, Geodesic(fromLatitude: latitude, longitude: longitude, toLatitude: lat, longitude: lon).distance)
        }
        return measured.enumerated().sorted { left, right in
            switch (left.element.distance, right.element.distance) {
            case let (l?, r?): return l != r ? l < r : left.offset < right.offset
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return left.offset < right.offset
            }
        }.map(\.element)
    }
}
