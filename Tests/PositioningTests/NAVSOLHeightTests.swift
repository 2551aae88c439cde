import Foundation
import Testing
import UBX
@testable import Positioning

/// Heights of receivers that send only UBX NAV-SOL (an ECEF position): the height above
/// the ellipsoid from the ECEF position, the altitude MSL through a geoid model.
@Suite struct NAVSOLHeightTests {
    /// The truth: latitude, longitude (degrees) and ellipsoidal height (metres).
    static let truth = (latitude: 44.068809737, longitude: -121.314308893, height: 1110.687)

    /// A NAV-SOL epoch (3D, gnssFixOK) at ``truth``, its ECEF position in centimetres as
    /// the message holds it (WGS 84: a = 6378137 m, 1/f = 298.257223563).
    static func navSOL() -> [UInt8] {
        let a = 6_378_137.0, f = 1 / 298.257223563, e2 = f * (2 - f)
        let phi = truth.latitude * .pi / 180, lambda = truth.longitude * .pi / 180
        let n = a / (1 - e2 * sin(phi) * sin(phi)).squareRoot()
        let x = (n + truth.height) * cos(phi) * cos(lambda)
        let y = (n + truth.height) * cos(phi) * sin(lambda)
        let z = (n * (1 - e2) + truth.height) * sin(phi)
        var payload = [UInt8](repeating: 0, count: 52)
        func put<T: FixedWidthInteger>(_ value: T, at offset: Int) {
            withUnsafeBytes(of: value.littleEndian) { for (i, byte) in $0.enumerated() { payload[offset + i] = byte } }
        }
        put(UInt32(396_000_000), at: 0)
        put(UInt8(3), at: 10)
        put(UInt8(0x0D), at: 11)
        put(Int32((x * 100).rounded()), at: 12)
        put(Int32((y * 100).rounded()), at: 16)
        put(Int32((z * 100).rounded()), at: 20)
        put(UInt32(250), at: 24)
        put(UInt16(150), at: 44)
        put(UInt8(9), at: 47)
        return UBXWriter.frame(.navSOL, payload: payload)
    }

    /// The fixes of `bytes` through a pipeline with `geoid`.
    static func fixes(geoid: GeoidGrid?) -> [Fix] {
        var pipeline = GNSSPipeline(geoid: geoid)
        pipeline.feed(navSOL())
        var fixes: [Fix] = []
        pipeline.finish(onUpdate: { fixes.append($0.fix) }, onError: { Issue.record("\($0)") })
        return fixes
    }

    @Test func heightAboveEllipsoidComesFromTheECEFPosition() throws {
        let fix = try #require(Self.fixes(geoid: nil).first)
        #expect(fix.mode == .threeD)
        #expect(abs(try #require(fix.latitude) - Self.truth.latitude) < 1e-7)
        #expect(abs(try #require(fix.longitude) - Self.truth.longitude) < 1e-7)
        // Centimetre ECEF coordinates: the height is within a centimetre.
        #expect(abs(try #require(fix.altitudeHAE) - Self.truth.height) < 0.01)
        #expect(fix.altitudeMSL == nil && fix.geoidSeparation == nil && fix.geoidSeparationSource == nil)
    }

    @Test func altitudeMSLComesFromTheGeoidModel() throws {
        let grid = try GeoidGrid(gtx: GeoidGridTests.global)
        let fix = try #require(Self.fixes(geoid: grid).first)
        let latitude = try #require(fix.latitude), longitude = try #require(fix.longitude)
        let separation = try #require(grid.separation(latitude: latitude, longitude: longitude))
        let hae = try #require(fix.altitudeHAE)
        #expect(abs(hae - Self.truth.height) < 0.01)
        #expect(fix.geoidSeparation == separation && fix.geoidSeparationSource == .egm96)
        #expect(abs(try #require(fix.altitudeMSL) - (hae - separation)) <= 0.00005)
    }
}
