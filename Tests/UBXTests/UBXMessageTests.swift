import Testing
import UBX

/// Decodes the one message framed in `bytes`.
private func decode(_ bytes: [UInt8]) throws -> UBXMessage {
    guard case .frame(let frame) = UBXFrame.scan(bytes.span, at: 0, streamOffset: 0) else {
        Issue.record("not a frame")
        throw UBXError(code: .truncated, offset: 0)
    }
    return try UBXMessage.decode(frame, in: bytes.span)
}

/// A payload of `count` zero bytes with little-endian values written at their offsets.
private func payload(_ count: Int, _ fields: [(Int, Int64, Int)]) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    for (offset, value, size) in fields {
        for index in 0..<size { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
    }
    return bytes
}

@Suite struct UBXMessageTests {
    @Test func navPVTScalesToSIUnitsAndExposesFlags() throws {
        let bytes = payload(92, [(0, 1000, 4), (4, 2019, 2), (6, 4, 1), (7, 22, 1), (11, 0x07, 1),
                                 (16, -5_000_000, 4), (20, 3, 1), (21, 0x83, 1), (23, 14, 1),
                                 (24, 1_705_001_327, 4), (28, -458_775_251, 4), (32, 29_338, 4),
                                 (36, 27_548, 4), (40, 7_200, 4), (44, 12_851, 4), (60, 307, 4),
                                 (64, 21_787_650, 4), (76, 250, 2), (78, 1, 1)])
        guard case .navPVT(let m) = try decode(UBXWriter.frame(.navPVT, payload: bytes)) else {
            Issue.record("not NAV-PVT"); return
        }
        #expect(m.latitude == -45.8775251)
        #expect(m.longitude == 170.5001327)
        #expect(abs(m.heightAboveEllipsoid - 29.338) < 1e-9 && abs(m.heightAboveMSL - 27.548) < 1e-9)
        #expect(abs(m.horizontalAccuracy - 7.2) < 1e-9 && abs(m.verticalAccuracy - 12.851) < 1e-9)
        #expect(abs(m.groundSpeed - 0.307) < 1e-9 && abs(m.headingOfMotion - 217.8765) < 1e-9)
        #expect(abs(m.positionDOP - 2.5) < 1e-9)
        #expect(m.nano == -5_000_000 && m.hasValidDate && m.hasValidTime)
        #expect(m.gnssFixOK && m.diffSoln && m.carrSoln == 2 && m.invalidLlh)
    }

    @Test func navHPPOSLLHAddsTheHighPrecisionParts() throws {
        let bytes = payload(36, [(4, 500, 4), (8, 1_385_961_479, 4), (12, -349_082_196, 4), (16, 60_505, 4),
                                 (20, 64_005, 4), (24, -7, 1), (25, 42, 1), (26, 3, 1), (27, -2, 1),
                                 (28, 141, 4), (32, 200, 4)])
        guard case .navHPPOSLLH(let m) = try decode(UBXWriter.frame(.navHPPOSLLH, payload: bytes)) else {
            Issue.record("not NAV-HPPOSLLH"); return
        }
        #expect(abs(m.latitude - -34.908219558) < 1e-12)
        #expect(abs(m.longitude - 138.596147893) < 1e-12)
        #expect(abs(m.heightAboveEllipsoid - 60.5053) < 1e-9 && abs(m.heightAboveMSL - 64.0048) < 1e-9)
        #expect(abs(m.horizontalAccuracy - 0.0141) < 1e-12 && abs(m.verticalAccuracy - 0.02) < 1e-12)
        #expect(!m.invalidLlh)
    }

    @Test func navSOLReadsECEFAndFlags() throws {
        let bytes = payload(52, [(0, 2000, 4), (4, -1234, 4), (8, 2025, 2), (10, 3, 1), (11, 0x0D, 1),
                                 (12, -238_607_106, 4), (16, -392_219_051, 4), (20, 441_436_073, 4),
                                 (24, 165, 4), (28, 1, 4), (32, 1, 4), (36, -1, 4), (44, 213, 2), (47, 9, 1)])
        guard case .navSOL(let m) = try decode(UBXWriter.frame(.navSOL, payload: bytes)) else {
            Issue.record("not NAV-SOL"); return
        }
        #expect(m.position.x == -2_386_071.06 && m.position.z == 4_414_360.73)
        #expect(m.velocity.z == -0.01 && abs(m.positionAccuracy - 1.65) < 1e-12 && m.numSV == 9)
        #expect(m.gpsFixOK && !m.diffSoln && m.weekValid && m.timeOfWeekValid && m.week == 2025 && m.fTOW == -1234)
    }

    @Test func navSATListsEachSatelliteAndChecksItsCount() throws {
        var bytes = payload(8 + 36, [(5, 3, 1)])
        // gnssId, svId, cno, elev, azim (little-endian I2), used
        let blocks: [(UInt8, UInt8, UInt8, Int8, Int16, Bool)] = [(0, 12, 41, 67, 301, true), (6, 255, 0, -91, 0, false), (0, 3, 22, 5, -20, false)]
        for (index, block) in blocks.enumerated() {
            let o = 8 + 12 * index
            (bytes[o], bytes[o + 1], bytes[o + 2], bytes[o + 3]) = (block.0, block.1, block.2, UInt8(bitPattern: block.3))
            (bytes[o + 4], bytes[o + 5]) = (UInt8(UInt16(bitPattern: block.4) & 0xFF), UInt8(UInt16(bitPattern: block.4) >> 8))
            bytes[o + 8] = block.5 ? 0x0F : 0x04
        }
        guard case .navSAT(let m) = try decode(UBXWriter.frame(.navSAT, payload: bytes)) else {
            Issue.record("not NAV-SAT"); return
        }
        #expect(m.inView[gnssId: 0] == 2 && m.inView[gnssId: 6] == 1 && m.used.total == 1)
        #expect(m.satellites.map(\.svId) == [12, 255, 3] && m.satellites.map(\.cno) == [41, 0, 22])
        #expect(m.satellites.map(\.used) == [true, false, false])
        #expect(m.satellites.map(\.elevation) == [67, nil, 5])
        #expect(m.satellites.map(\.azimuth) == [301, nil, nil], "no azimuth without an elevation, nor a negative one")
        bytes[5] = 4
        #expect(throws: UBXError(code: .wrongPayloadLength, message: .navSAT, length: 44, offset: 0)) {
            try decode(UBXWriter.frame(.navSAT, payload: bytes))
        }
    }

    @Test func navSVINFOTakesTheGNSSFromTheSVID() throws {
        var bytes = payload(8 + 36, [(4, 3, 1)])
        for (index, (svid, flags)) in [(5, 0x01), (70, 0x01), (133, 0x00)].enumerated() {
            bytes[8 + 12 * index + 1] = UInt8(svid)
            bytes[8 + 12 * index + 2] = UInt8(flags)
        }
        guard case .navSVINFO(let m) = try decode(UBXWriter.frame(.navSVINFO, payload: bytes)) else {
            Issue.record("not NAV-SVINFO"); return
        }
        #expect(m.inView[gnssId: 0] == 1 && m.inView[gnssId: 6] == 1 && m.inView[gnssId: 1] == 1)
        #expect(m.used.total == 2 && m.used[gnssId: 1] == 0)
        #expect(m.satellites.map(\.gnssId) == [0, 6, 1] && m.satellites.map(\.svId) == [5, 6, 133])
    }

    @Test(arguments: [
        (UInt8(1), UInt8(0), UInt8(1)), (32, 0, 32), (120, 1, 120), (158, 1, 158), (211, 2, 1), (246, 2, 36),
        (159, 3, 1), (163, 3, 5), (33, 3, 6), (64, 3, 37), (173, 4, 1), (193, 5, 1), (202, 5, 10),
        (65, 6, 1), (96, 6, 32), (255, 6, 255),
    ])
    func globalSvidNamesTheGNSSAndTheNumberWithinIt(svid: UInt8, gnssId: UInt8, svId: UInt8) throws {
        let found = try #require(UBXSatellite.gnss(ofGlobalSvid: svid))
        #expect(found.gnssId == gnssId && found.svId == svId)
    }

    @Test func globalSvidsOfNoGNSSAreLeftOut() {
        #expect([0, 97, 119, 164, 172, 183, 192, 203, 210, 247, 254].allSatisfy { UBXSatellite.gnss(ofGlobalSvid: UInt8($0)) == nil })
    }

    @Test func writerRoundTripsEveryEncodableMessage() throws {
        let messages: [UBXMessage] = [
            .navPOSLLH(NAVPOSLLH(iTOW: 7, lon: -1, lat: 2, height: -3, hMSL: 4, hAcc: 5, vAcc: 6)),
            .navDOP(NAVDOP(iTOW: 7, gDOP: 1, pDOP: 2, tDOP: 3, vDOP: 4, hDOP: 5, nDOP: 6, eDOP: 7)),
            .navTIMEGPS(NAVTIMEGPS(iTOW: 7, fTOW: -8, week: 2300, leapS: 18, valid: 7, tAcc: 9)),
            .navCOV(NAVCOV(iTOW: 7, positionCovariance: (4, 1.5, 0, 9, 0, 16))),
            .navEOE(NAVEOE(iTOW: 7)),
        ]
        for message in messages {
            #expect(try decode(UBXWriter.frame(message)!) == message)
        }
    }

    @Test func timeMessagesExposeValidity() throws {
        let utc = payload(20, [(12, 2024, 2), (14, 2, 1), (15, 29, 1), (19, 0x37, 1)])
        guard case .navTIMEUTC(let m) = try decode(UBXWriter.frame(.navTIMEUTC, payload: utc)) else {
            Issue.record("not NAV-TIMEUTC"); return
        }
        #expect(m.validUTC && m.utcStandard == 3 && m.year == 2024 && m.day == 29)
        let gps = payload(16, [(8, 1024, 2), (10, 14, 1), (11, 0x03, 1)])
        guard case .navTIMEGPS(let t) = try decode(UBXWriter.frame(.navTIMEGPS, payload: gps)) else {
            Issue.record("not NAV-TIMEGPS"); return
        }
        #expect(t.towValid && t.weekValid && !t.leapSecondsValid && t.leapS == 14)
    }
}
