import NMEA
import TestSupport
import Testing
import UBX
@testable import Positioning

/// Hostile UBX through the whole pipeline: announced lengths up to 65,535, bad checksums,
/// truncated frames, frames inside NMEA lines. Never a crash, never a fix; and random
/// payloads behind valid checksums never give an invalid fix.
@Suite(.attacks("absurd-fixes")) struct HostileUBXTests {
    /// A small deterministic generator (SplitMix64).
    struct Draws {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func bytes(_ n: Int) -> [UInt8] { (0..<n).map { _ in byte() } }
    }

    static let navIDs: [UInt8] = [0x02, 0x03, 0x04, 0x06, 0x07, 0x14, 0x20, 0x21, 0x30, 0x35, 0x36, 0x61]

    /// A PVT whose position would pass every check, were its frame accepted.
    static let plausible = UBXWriter.frame(.navPVT(UBXEpochAssemblerTests.pvt()))!

    /// One hostile piece: a header with a huge length, a frame with a bad checksum, a
    /// truncated frame, or a plausible frame cut into an NMEA line with a broken checksum.
    static func hostile(_ draws: inout Draws) -> [UInt8] {
        switch draws.below(4) {
        case 0:
            let length = 8193 + draws.below(65_535 - 8193 + 1)
            return [0xB5, 0x62, 0x01, navIDs[draws.below(navIDs.count)], UInt8(length & 0xFF), UInt8(length >> 8)]
                + draws.bytes(draws.below(64))
        case 1:
            var frame = plausible
            frame[6 + draws.below(frame.count - 6)] ^= UInt8(1 + draws.below(255))
            return frame
        case 2:
            return Array(plausible.prefix(1 + draws.below(plausible.count - 1))) + Array("\r\n".utf8)
        default:
            var frame = plausible
            frame[frame.count - 1] ^= 0x5A
            let line = Array("$GPGGA,120000.00,4807.0380,N,01131.0000,E,1,08,0.9,545.4,M,46.9,M,,*00\r\n".utf8)
            let cut = draws.below(line.count)
            return Array(line[..<cut]) + frame + Array(line[cut...])
        }
    }

    @Test(arguments: [1, 2, 3])
    func hostileFramesNeverGiveAFix(seed: UInt64) {
        var draws = Draws(state: seed)
        var bytes: [UInt8] = []
        while bytes.count < 400_000 { bytes += Self.hostile(&draws) }
        let (fixes, errors) = UBXEpochAssemblerTests.run(bytes, chunk: 1 + draws.below(5000))
        #expect(fixes.isEmpty)
        #expect(errors.count > 100)
        AttackClass.count(errors.count)
    }

    @Test func randomPayloadsBehindValidChecksumsNeverGiveAnInvalidFix() {
        var draws = Draws(state: 99)
        var bytes: [UInt8] = []
        let lengths: [UInt8: [Int]] = [0x02: [28], 0x03: [16], 0x04: [18], 0x06: [52], 0x07: [92, 84], 0x14: [36],
                                       0x20: [16], 0x21: [20], 0x30: [8, 20, 32], 0x35: [8, 20, 44], 0x36: [64], 0x61: [4]]
        for _ in 0..<20_000 {
            let id = Self.navIDs[draws.below(Self.navIDs.count)]
            let options = lengths[id]!
            var payload = draws.bytes(options[draws.below(options.count)])
            // Keep a few iTOWs so that messages meet in epochs, and NAV-SAT/SVINFO counts often right.
            let iTOWOffset = id == 0x14 ? 4 : 0
            payload[iTOWOffset] = UInt8(draws.below(3)); payload[iTOWOffset + 1] = 0
            payload[iTOWOffset + 2] = 0; payload[iTOWOffset + 3] = 0
            if id == 0x35 { payload[5] = UInt8((payload.count - 8) / 12) }
            if id == 0x30 { payload[4] = UInt8((payload.count - 8) / 12) }
            bytes += UBXWriter.frame(UBXMessageID(0x01, id), payload: payload)
        }
        var pipeline = GNSSPipeline()
        var problems: [String] = []
        pipeline.feed(bytes)
        let check = { (update: LocationUpdate) in
            let fix = update.fix
            if let lat = fix.latitude, !(lat.isFinite && abs(lat) <= 90) { problems.append("lat \(lat)") }
            if let lon = fix.longitude, !(lon.isFinite && abs(lon) <= 180) { problems.append("lon \(lon)") }
            for value in [fix.altitudeMSL, fix.speed, fix.course, fix.hdop, fix.errorEllipse?.semiMajor] {
                if let value, !value.isFinite { problems.append("non-finite \(value)") }
            }
            if let m = update.horizontalAccuracy?.meters, !(m.isFinite && m >= 0) { problems.append("accuracy \(m)") }
            if update.verdict.isAllowed, !fix.hasPosition { problems.append("capture allowed without position") }
        }
        pipeline.drain(onUpdate: check, onError: { _ in })
        pipeline.finish(onUpdate: check, onError: { _ in })
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        #expect(pipeline.fixCount > 1000)
        AttackClass.count(20_000)
    }
}
