import NMEA
import Output
import Testing
@testable import Positioning

/// The GTX reader and its interpolation, on small grids built here byte by byte.
@Suite struct GeoidGridTests {
    /// The bytes of a GTX file: header then heights, all big-endian.
    static func gtx(south: Double, west: Double, step: Double, rows: Int32, columns: Int32, heights: [Float]) -> [UInt8] {
        var bytes: [UInt8] = []
        func append(_ value: UInt64, _ count: Int) {
            for shift in stride(from: (count - 1) * 8, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
        }
        for value in [south, west, step, step] { append(value.bitPattern, 8) }
        append(UInt64(UInt32(bitPattern: rows)), 4)
        append(UInt64(UInt32(bitPattern: columns)), 4)
        for height in heights { append(UInt64(height.bitPattern), 4) }
        return bytes
    }

    /// A global grid with a 90° step: 3 rows (-90, 0, 90) × 4 columns (-180, -90, 0, 90);
    /// height = 10 × row + column, except the pole rows, which are constant as on Earth.
    static let global: [UInt8] = gtx(
        south: -90, west: -180, step: 90, rows: 3, columns: 4,
        heights: [-5, -5, -5, -5, 10, 11, 12, 13, 7, 7, 7, 7])

    @Test func headerIsRead() throws {
        let grid = try GeoidGrid(gtx: Self.global)
        #expect(grid.south == -90 && grid.west == -180 && grid.latitudeStep == 90 && grid.longitudeStep == 90)
        #expect(grid.rows == 3 && grid.columns == 4 && grid.wrapsLongitude)
    }

    @Test func nodesAndBilinearInterpolation() throws {
        let grid = try GeoidGrid(gtx: Self.global)
        #expect(grid.separation(latitude: 0, longitude: -90) == 11)
        #expect(grid.separation(latitude: 0, longitude: -135) == 10.5)
        // Halfway between the equator row (11, 12) and the north pole (7): (11.5 + 7) / 2.
        #expect(grid.separation(latitude: 45, longitude: -45) == 9.25)
        // Three quarters of the way from the equator to the pole, a quarter from -180 to -90.
        let expected = 0.25 * (0.75 * 10 + 0.25 * 11) + 0.75 * 7
        #expect(abs(try #require(grid.separation(latitude: 67.5, longitude: -157.5)) - expected) < 1e-12)
    }

    @Test func longitudeWrapsAcrossTheAntimeridian() throws {
        let grid = try GeoidGrid(gtx: Self.global)
        // Between column 90 (13) and column -180 = 180 (10).
        #expect(grid.separation(latitude: 0, longitude: 135) == 11.5)
        #expect(grid.separation(latitude: 0, longitude: 180) == 10)
        #expect(grid.separation(latitude: 0, longitude: -180) == 10)
        #expect(grid.separation(latitude: 0, longitude: 315) == grid.separation(latitude: 0, longitude: -45))
    }

    @Test func polesTakeTheirRow() throws {
        let grid = try GeoidGrid(gtx: Self.global)
        for longitude in stride(from: -180.0, through: 180, by: 30) {
            #expect(grid.separation(latitude: 90, longitude: longitude) == 7)
            #expect(grid.separation(latitude: -90, longitude: longitude) == -5)
        }
        #expect(grid.separation(latitude: 90.5, longitude: 0) == nil)
        #expect(grid.separation(latitude: .nan, longitude: 0) == nil)
        #expect(grid.separation(latitude: 0, longitude: .infinity) == nil)
    }

    @Test func regionalGridIsNotExtrapolatedNorWrapped() throws {
        let grid = try GeoidGrid(gtx: Self.gtx(south: 40, west: 10, step: 1, rows: 3, columns: 2, heights: [1, 2, 3, -88.8888, .nan, 5]))
        #expect(!grid.wrapsLongitude)
        #expect(grid.separation(latitude: 40, longitude: 10.5) == 1.5)
        #expect(grid.separation(latitude: 39.9, longitude: 10.5) == nil)
        #expect(grid.separation(latitude: 42.1, longitude: 10.5) == nil)
        #expect(grid.separation(latitude: 40, longitude: 11.1) == nil)
        #expect(grid.separation(latitude: 40, longitude: 10.5 - 360) == 1.5)
        // The north-east node has no data: it spoils the cell, except where its weight is 0.
        #expect(grid.separation(latitude: 40.5, longitude: 10.5) == nil)
        #expect(grid.separation(latitude: 40.5, longitude: 10) == 2)
        // A NaN node is a node without data too.
        #expect(grid.separation(latitude: 41.5, longitude: 10.5) == nil)
        #expect(grid.separation(latitude: 41, longitude: 11) == nil)
        #expect(grid.separation(latitude: 42, longitude: 11) == 5)
    }

    @Test func shortFilesAreRejected() {
        #expect(throws: GeoidGridError(.short, path: "g.gtx", detail: "12 bytes, a GTX header has 40")) {
            try GeoidGrid(gtx: Array(Self.global.prefix(12)), path: "g.gtx")
        }
        let truncated = Array(Self.global.dropLast(3))
        let error = #expect(throws: GeoidGridError.self) { try GeoidGrid(gtx: truncated) }
        #expect(error?.code == .short)
        #expect(error?.detail == "85 bytes, expected 88 for 3 × 4 heights")
        // A header announcing more heights than any file holds.
        let huge = Self.gtx(south: -90, west: -180, step: 1e-300, rows: .max, columns: .max, heights: [0, 0])
        #expect(throws: GeoidGridError.self) { try GeoidGrid(gtx: huge) }
    }

    @Test func corruptHeadersAndHeightsAreRejected() {
        let cases: [[UInt8]] = [
            Self.gtx(south: -90, west: -180, step: 0, rows: 3, columns: 4, heights: Array(repeating: 0, count: 12)),
            Self.gtx(south: .nan, west: -180, step: 90, rows: 3, columns: 4, heights: Array(repeating: 0, count: 12)),
            Self.gtx(south: -90, west: -180, step: 90, rows: -3, columns: 4, heights: []),
            Self.gtx(south: -90, west: -180, step: 90, rows: 1, columns: 4, heights: Array(repeating: 0, count: 4)),
            Self.gtx(south: 0, west: -180, step: 90, rows: 3, columns: 4, heights: Array(repeating: 0, count: 12)),
            Self.gtx(south: -90, west: -180, step: 90, rows: 3, columns: 4, heights: Array(repeating: 0, count: 13)),
        ]
        for bytes in cases {
            let error = #expect(throws: GeoidGridError.self) { try GeoidGrid(gtx: bytes) }
            #expect(error?.code == .corrupt, "\(String(describing: error))")
        }
    }

    @Test func errorSaysWhichFileAndWhy() {
        let error = GeoidGridError(.short, path: "/usr/share/proj/egm96_15.gtx", detail: "10 bytes, a GTX header has 40")
        #expect(error.description == "geoid grid /usr/share/proj/egm96_15.gtx: file too short (10 bytes, a GTX header has 40)")
    }

    @Test func receiverSeparationIsKeptAndLabelled() throws {
        let grid = try GeoidGrid(gtx: Self.global)
        var fix = Fix(latitude: 0, longitude: -90, altitudeMSL: 100, geoidSeparation: 47, mode: .threeD, quality: .autonomous)
        fix.resolveGeoidSeparation(with: grid)
        #expect(fix.geoidSeparation == 47 && fix.geoidSeparationSource == .receiver && fix.altitudeHAE == 147)
    }

    @Test func missingSeparationComesFromTheGrid() throws {
        let grid = try GeoidGrid(gtx: Self.global)
        var fix = Fix(latitude: 0, longitude: -90, altitudeMSL: 100, mode: .threeD, quality: .autonomous)
        fix.resolveGeoidSeparation(with: grid)
        #expect(fix.geoidSeparation == 11 && fix.geoidSeparationSource == .egm96 && fix.altitudeHAE == 111)
    }

    @Test func withoutGridOrAltitudeTheSeparationStaysUnknown() throws {
        var withoutGrid = Fix(latitude: 0, longitude: -90, altitudeMSL: 100, mode: .threeD, quality: .autonomous)
        withoutGrid.resolveGeoidSeparation(with: nil)
        #expect(withoutGrid.geoidSeparation == nil && withoutGrid.geoidSeparationSource == nil && withoutGrid.altitudeHAE == nil)
        var withoutAltitude = Fix(latitude: 0, longitude: -90, mode: .twoD, quality: .autonomous)
        withoutAltitude.resolveGeoidSeparation(with: try GeoidGrid(gtx: Self.global))
        #expect(withoutAltitude.geoidSeparation == nil && withoutAltitude.geoidSeparationSource == nil)
    }

    @Test func pipelineResolvesEveryFix() throws {
        let grid = try GeoidGrid(gtx: Self.global)
        var updates: [LocationUpdate] = []
        for (geoid, line) in [(grid, "$GPGGA,120000.00,0000.000,N,09000.000,W,1,08,1.0,100.0,M,,M,,\r\n"),
                              (nil, "$GPGGA,120001.00,0000.000,N,09000.000,W,1,08,1.0,100.0,M,,M,,\r\n"),
                              (grid, "$GPGGA,120002.00,0000.000,N,09000.000,W,1,08,1.0,100.0,M,47.0,M,,\r\n")] {
            var pipeline = GNSSPipeline(options: ParseOptions(requiresChecksum: false), geoid: geoid)
            pipeline.feed(Array(line.utf8))
            pipeline.finish(onUpdate: { updates.append($0) }, onError: { Issue.record("\($0)") })
        }
        #expect(updates.map(\.fix.geoidSeparation) == [11, nil, 47])
        #expect(updates.map(\.fix.geoidSeparationSource) == [.egm96, nil, .receiver])
        let lines = updates.map { TPVEncoder.encode($0) }
        #expect(lines[0].contains(#""altHAE":111.0,"altMSL":100.0,"geoidSep":11.0,"geoidSepSource":"egm96","#))
        #expect(!lines[1].contains("geoidSep"))
        #expect(lines[2].contains(#""geoidSep":47.0,"geoidSepSource":"receiver","#))
    }
}
