/// A geoid model on a regular latitude/longitude grid, read from the GTX format (NOAA
/// VDatum's vertical grid format, which PROJ reads; Debian's `proj-data` installs EGM96 as
/// `/usr/share/proj/egm96_15.gtx`), with bilinear interpolation between its nodes.
///
/// GTX is a 40-byte big-endian header: the latitude and longitude of the south-west node,
/// the latitude and longitude steps (degrees, 8-byte doubles), the number of rows and of
/// columns (4-byte integers); then `rows × columns` big-endian 4-byte floats, the heights of
/// the geoid above the ellipsoid in metres, row by row from south to north, each row from
/// west to east. A height of -88.8888 (or NaN) marks a node without data.
///
/// Longitudes are taken modulo 360°. A grid whose columns go round the globe wraps: between
/// its last column and the first one it interpolates across the antimeridian. Its pole rows (when it has
/// them) are ordinary rows, so a pole gets the value of that row.
///
/// ```swift
/// let grid = try GeoidGrid(gtx: bytes)
/// let n = grid.separation(latitude: 48.137, longitude: 11.576)   // 45.53 m
/// ```
public struct GeoidGrid: Equatable, Sendable {
    /// Latitude of the southernmost row, degrees.
    public let south: Double
    /// Longitude of the westernmost column, degrees.
    public let west: Double
    /// Degrees between rows.
    public let latitudeStep: Double
    /// Degrees between columns.
    public let longitudeStep: Double
    /// Number of rows (latitudes).
    public let rows: Int
    /// Number of columns (longitudes).
    public let columns: Int
    /// Whether the columns go round the globe, so that longitudes wrap.
    public let wrapsLongitude: Bool
    /// The GTX file's bytes: the heights are read from them as they are needed, so that
    /// loading the grid is a read of the file and nothing more.
    let gtx: [UInt8]

    /// The length of the GTX header, bytes.
    public static let headerLength = 40
    /// The height GTX writes for a node without data.
    static let noData: Float = -88.8888

    /// Reads a GTX grid from its bytes.
    ///
    /// - Parameters:
    ///   - bytes: the whole file.
    ///   - path: the file the bytes come from, for the error's message.
    /// - Throws: ``GeoidGridError`` `.short` when the bytes end before the header or the
    ///   heights it announces, `.corrupt` when the header is not a grid on the globe or
    ///   bytes follow the heights.
    public init(gtx bytes: [UInt8], path: String? = nil) throws(GeoidGridError) {
        guard bytes.count >= Self.headerLength else {
            throw GeoidGridError(.short, path: path, detail: "\(bytes.count) bytes, a GTX header has \(Self.headerLength)")
        }
        south = Double(bitPattern: Self.bigEndian(bytes, at: 0, count: 8))
        west = Double(bitPattern: Self.bigEndian(bytes, at: 8, count: 8))
        latitudeStep = Double(bitPattern: Self.bigEndian(bytes, at: 16, count: 8))
        longitudeStep = Double(bitPattern: Self.bigEndian(bytes, at: 24, count: 8))
        rows = Int(Int32(bitPattern: UInt32(Self.bigEndian(bytes, at: 32, count: 4))))
        columns = Int(Int32(bitPattern: UInt32(Self.bigEndian(bytes, at: 36, count: 4))))
        func corrupt(_ detail: String) -> GeoidGridError { GeoidGridError(.corrupt, path: path, detail: detail) }
        guard south.isFinite, west.isFinite, latitudeStep.isFinite, longitudeStep.isFinite,
              latitudeStep > 0, longitudeStep > 0 else {
            throw corrupt("origin \(south), \(west), steps \(latitudeStep), \(longitudeStep)")
        }
        guard rows >= 2, columns >= 2 else { throw corrupt("\(rows) rows and \(columns) columns, at least 2 of each needed") }
        let north = south + Double(rows - 1) * latitudeStep
        guard south >= -90 - latitudeStep / 2, north <= 90 + latitudeStep / 2,
              Double(columns - 1) * longitudeStep <= 360 else {
            throw corrupt("\(rows) rows × \(latitudeStep)° from \(south)°, \(columns) columns × \(longitudeStep)°: not on the globe")
        }
        let (cells, tooMany) = rows.multipliedReportingOverflow(by: columns)
        let expected = tooMany || cells > (Int.max - Self.headerLength) / 4 ? Int.max : Self.headerLength + cells * 4
        guard bytes.count >= expected else {
            throw GeoidGridError(.short, path: path, detail: "\(bytes.count) bytes, expected \(expected) for \(rows) × \(columns) heights")
        }
        guard bytes.count == expected else { throw corrupt("\(bytes.count - expected) bytes after the \(rows) × \(columns) heights") }
        gtx = bytes
        wrapsLongitude = abs(Double(columns) * longitudeStep - 360) < longitudeStep / 1000
    }

    /// The geoid's height above the ellipsoid at a position, metres, interpolated
    /// bilinearly between the four surrounding nodes; `nil` outside the grid, for a
    /// non-finite coordinate, or where a node without data has a weight.
    ///
    /// - Complexity: O(1), no heap allocation.
    public func separation(latitude: Double, longitude: Double) -> Double? {
        guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90 else { return nil }
        let y = (latitude - south) / latitudeStep
        guard y >= -1e-9, y <= Double(rows - 1) + 1e-9 else { return nil }
        let row = Swift.min(Swift.max(Int(y.rounded(.down)), 0), rows - 2)
        let fy = Swift.min(Swift.max(y - Double(row), 0), 1)

        // Degrees east of the west edge, 0 ..< 360, in steps.
        var east = (longitude - west).truncatingRemainder(dividingBy: 360)
        if east < 0 { east += 360 }
        let x = east / longitudeStep
        let column: Int, nextColumn: Int
        if wrapsLongitude {
            column = Swift.min(Int(x.rounded(.down)), columns - 1)
            nextColumn = column + 1 == columns ? 0 : column + 1
        } else {
            guard x >= -1e-9, x <= Double(columns - 1) + 1e-9 else { return nil }
            column = Swift.min(Swift.max(Int(x.rounded(.down)), 0), columns - 2)
            nextColumn = column + 1
        }
        let fx = Swift.min(Swift.max(x - Double(column), 0), 1)

        let base = row * columns
        let nodes: InlineArray<4, Float> = [
            height(at: base + column), height(at: base + nextColumn),
            height(at: base + columns + column), height(at: base + columns + nextColumn),
        ]
        let weights: InlineArray<4, Double> = [(1 - fx) * (1 - fy), fx * (1 - fy), (1 - fx) * fy, fx * fy]
        var height = 0.0
        for corner in weights.indices where weights[corner] > 0 {
            if nodes[corner] == Self.noData || nodes[corner].isNaN { return nil }
            height += weights[corner] * Double(nodes[corner])
        }
        return height
    }

    /// The height of node `index` (row by row from the south-west), metres.
    private func height(at index: Int) -> Float {
        gtx.withUnsafeBytes { raw in
            Float(bitPattern: UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: Self.headerLength + 4 * index, as: UInt32.self)))
        }
    }

    /// The unsigned big-endian integer of `count` bytes at `offset`.
    private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> UInt64 {
        var value: UInt64 = 0
        for byte in bytes[offset..<(offset + count)] { value = value << 8 | UInt64(byte) }
        return value
    }
}
