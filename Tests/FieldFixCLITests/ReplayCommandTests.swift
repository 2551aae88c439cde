import Foundation
import TestSupport
import Testing

/// `fieldfix replay`, run as a user would.
@Suite struct ReplayCommandTests {
    /// Two epochs of a GGA + RMC receiver, one corrupted sentence between them.
    static let log = """
        $GPGGA,123519.00,4807.0380,N,01131.0000,E,1,08,0.9,545.4,M,46.9,M,,*69\r
        $GPRMC,123519.00,A,4807.0380,N,01131.0000,E,0.0,,150324,,,A*7E\r
        $GPGGA,123520.00,4807.0380,N,01131.0000,E,1,08,0.9,545.4,M,46.9,M,,*00\r
        $GPGGA,123520.00,4807.0390,N,01131.0000,E,1,08,1.0,545.4,M,46.9,M,,*6A\r
        $GPRMC,123520.00,A,4807.0390,N,01131.0000,E,0.0,,150324,,,A*75\r

        """

    @Test func printsOneLinePerFixWithAccuracyClassAndVerdict() throws {
        let result = try FieldFix.run(["replay", "-"], input: Data(Self.log.utf8))
        #expect(result.status == 0)
        try #require(result.lines.count == 2)
        #expect(result.lines[0].hasPrefix("2024-03-15T12:35:19.000Z  48.1173000 11.5166667  ±"))
        #expect(result.lines[0].hasSuffix("capture allowed"))
        #expect(result.lines[1].hasPrefix("2024-03-15T12:35:20.000Z  48.1173167 11.5166667"))
        // Parse errors go to standard error, with the counts at the end.
        #expect(result.stderr.contains("checksum mismatch"))
        #expect(result.stderr.hasSuffix("4 sentences, 2 fixes, 1 errors\n"))
    }

    @Test func jsonFollowsTheOutputContract() throws {
        let result = try FieldFix.run(["replay", "--json", "--confidence", "95", "-"], input: Data(Self.log.utf8))
        #expect(result.status == 0)
        try #require(result.lines.count == 2)
        for line in result.lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["class"] as? String == "TPV")
            #expect(object["mode"] as? Int == 3)
            #expect(object["confidence"] as? Double == 0.95)
            #expect(object["accuracySource"] as? String == "dopModel")
            #expect(object["captureAllowed"] as? Bool != nil)
            #expect(object["accuracyClass"] as? String != nil)
        }
        let first = try #require(try JSONSerialization.jsonObject(with: Data(result.lines[0].utf8)) as? [String: Any])
        #expect(first["time"] as? String == "2024-03-15T12:35:19.000Z")
        #expect(first["altHAE"] as? Double == 545.4 + 46.9)
        #expect(first["altMSL"] as? Double == 545.4)
    }

    @Test func autoCaptureFreezesTheFirstFixUnderTheTarget() throws {
        let result = try FieldFix.run(["replay", "--json", "--auto-capture", "10", "-"], input: Data(Self.log.utf8))
        #expect(result.status == 0)
        try #require(result.lines.count == 3)
        let capture = try #require(try JSONSerialization.jsonObject(with: Data(result.lines[1].utf8)) as? [String: Any])
        #expect(capture["class"] as? String == "CAPTURE")
        #expect(capture["captureMethod"] as? String == "auto")
        #expect(capture["fixTime"] as? String == "2024-03-15T12:35:19.000Z")
        #expect((capture["horizontalAccuracy"] as? Double ?? 99) < 10)
        #expect(!result.lines[2].contains("CAPTURE"))   // one session, one capture
    }

    @Test func aGeoidGridThatCannotBeReadIsReportedInSafeText() throws {
        let path = "/nonexistent/\u{1B}[2Jgrid.gtx"
        let result = try FieldFix.run(["replay", "-"], input: Data(Self.log.utf8), environment: ["FIELDFIX_GEOID_GRID": path])
        #expect(result.status == 0)
        #expect(result.lines.count == 2)
        #expect(result.stderr.contains("fieldfix replay: continuing without the geoid grid"), "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}"), "\(result.stderr)")
    }

    @Test func aMissingFileFails() throws {
        let result = try FieldFix.run(["replay", "/nonexistent/log.nmea"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("No such file"))
    }

    @Test func confidenceMustBe68Or95() throws {
        let result = try FieldFix.run(["replay", "--confidence", "90", "-"], input: Data())
        #expect(result.status != 0)
    }

    /// `replay` and `serve` read their gate as `live` does: a negative number is the option's value, refused
    /// as not positive, not taken for an unknown option (which left "Missing value").
    @Test(arguments: ["replay", "live", "serve"]) func aNegativeGateIsRefusedAsNotPositive(command: String) throws {
        let result = try FieldFix.run([command, "--max-accuracy", "-5"] + (command == "replay" ? ["LOG"] : []))
        #expect(result.status == 64)
        #expect(result.stderr.contains("--max-accuracy must be a positive number of metres"), "\(result.stderr)")
        #expect(!result.stderr.contains("Missing value"))
        let confidence = try FieldFix.run([command, "--confidence", "-68"] + (command == "replay" ? ["LOG"] : []))
        #expect(confidence.status == 64)
        #expect(confidence.stderr.contains("The value '-68' is invalid for '--confidence"), "\(confidence.stderr)")
    }
}
