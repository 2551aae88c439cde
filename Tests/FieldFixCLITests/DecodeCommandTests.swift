import Foundation
import Testing
import TestSupport

/// `fieldfix decode`, run as a program: every sentence decoded, or the reason it was
/// rejected, as text or one JSON object per line.
@Suite struct DecodeCommandTests {
    /// A GGA, a GGA whose latitude is malformed, a GSV with a satellite without SNR, a
    /// Garmin proprietary sentence, a GGA with a wrong checksum and an RMC without one.
    static let log = TestNMEA.sentence("GPGGA,120000.00,5230.0000,N,01324.0000,E,1,08,1.2,34.5,M,39.2,M,,")
        + TestNMEA.sentence("GNGGA,120001.00,52x0.0000,N,01324.0000,E,1,08,1.2,34.5,M,39.2,M,,")
        + TestNMEA.sentence("GLGSV,1,1,02,65,40,083,46,66,17,308,")
        + TestNMEA.sentence("PGRME,15.0,M,45.0,M,25.0,M")
        + TestNMEA.checksummed("GPGGA,120002.00,5230.0000,N,01324.0000,E,1,08,1.2,34.5,M,39.2,M,,").dropLast(2) + "00\r\n"
        + "$GPRMC,120003.00,A,5230.0000,N,01324.0000,E,0.10,45.0,150324,,,A\r\n"

    static func write(_ text: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fieldfix-decode-\(UUID().uuidString).nmea")
        try Data(text.utf8).write(to: file)
        return file
    }

    /// Each output line parsed as a JSON object.
    static func objects(_ result: ProgramResult) throws -> [[String: Any]] {
        try result.lines.map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            return try #require(object as? [String: Any], "not a JSON object: \(line)")
        }
    }

    @Test func textNamesEachFieldWithItsUnitAndEachError() throws {
        let file = try Self.write(Self.log)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try FieldFix.run(["decode", file.path])
        #expect(result.status == 0)
        #expect(result.lines == [
            "GPGGA time=12:00:00.000 latitude=52.5 deg longitude=13.4 deg quality=autonomous satellitesUsed=8 hdop=1.2 altitude=34.5 m geoidSeparation=39.2 m",
            "GNGGA time=12:00:01.000 longitude=13.4 deg quality=autonomous satellitesUsed=8 hdop=1.2 altitude=34.5 m geoidSeparation=39.2 m",
            #"error: GGA field 2: invalid field "52x0.0000""#,
            "GLGSV messageCount=1 messageNumber=1 satellitesInView=2 satellites=[{id=65 elevation=40 azimuth=83 snr=46.0},{id=66 elevation=17 azimuth=308}]",
            "PGRME horizontalError=15.0 m verticalError=45.0 m positionError=25.0 m",
            #"error: GGA: checksum mismatch "$GPGGA,120002.00,5230.0000,N,01324.0000,E,1,08,1.2,34.5,M,39.2,M,,*00""#,
            #"error: RMC: missing checksum "$GPRMC,120003.00,A,5230.0000,N,01324.0000,E,0.10,45.0,150324,,,A""#,
        ])
    }

    @Test func jsonGivesTalkerTypeAndCamelCaseFieldsOrTheError() throws {
        let file = try Self.write(Self.log)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try FieldFix.run(["decode", "--json", file.path])
        #expect(result.status == 0)
        let objects = try Self.objects(result)
        try #require(objects.count == 7)
        #expect(objects[0]["talker"] as? String == "GP")
        #expect(objects[0]["type"] as? String == "GGA")
        #expect(objects[0]["time"] as? String == "12:00:00.000")
        #expect(objects[0]["latitude"] as? Double == 52.5)
        #expect(objects[0]["satellitesUsed"] as? Int == 8)
        #expect(objects[0]["geoidSeparation"] as? Double == 39.2)
        // The malformed latitude is absent from its sentence, which keeps its other fields,
        // and is reported after it with the field's index and bytes.
        #expect(objects[1]["latitude"] == nil)
        #expect(objects[1]["longitude"] as? Double == 13.4)
        #expect(objects[2]["error"] as? String == "invalid field")
        #expect(objects[2]["type"] as? String == "GGA")
        #expect(objects[2]["field"] as? Int == 2)
        #expect(objects[2]["bytes"] as? String == "52x0.0000")
        let satellites = try #require(objects[3]["satellites"] as? [[String: Any]])
        #expect(satellites.map { $0["id"] as? Int } == [65, 66])
        #expect(satellites[1]["snr"] == nil)
        #expect(objects[4]["type"] as? String == "PGRME")
        #expect(objects[4]["horizontalError"] as? Double == 15 && objects[4]["verticalError"] as? Double == 45)
        #expect(objects[5]["error"] as? String == "checksum mismatch")
        #expect(objects[6]["error"] as? String == "missing checksum")
        #expect(objects[6]["type"] as? String == "RMC")
    }

    @Test func lenientAcceptsASentenceWithoutChecksum() throws {
        let result = try FieldFix.run(
            ["decode", "--lenient", "--json", "-"],
            input: Data("$GPRMC,120003.00,A,5230.0000,N,01324.0000,E,0.10,45.0,150324,,,A\n".utf8))
        #expect(result.status == 0)
        let objects = try Self.objects(result)
        #expect(objects.count == 1)
        #expect(objects.first?["type"] as? String == "RMC")
        #expect(objects.first?["date"] as? String == "2024-03-15")
    }

    @Test func readsStandardInputInPiecesLikeAFile() throws {
        let file = try Self.write(Self.log)
        defer { try? FileManager.default.removeItem(at: file) }
        let fromFile = try FieldFix.run(["decode", "--json", file.path])
        let fromStdin = try FieldFix.run(["decode", "--json", "-"], input: Data(Self.log.utf8))
        #expect(fromStdin.status == 0)
        #expect(fromStdin.stdout == fromFile.stdout)
    }

    @Test func aMissingFileIsAnErrorNamingIt() throws {
        let result = try FieldFix.run(["decode", "/nonexistent/fieldfix.nmea"])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("/nonexistent/fieldfix.nmea: No such file or directory"))
    }
}
