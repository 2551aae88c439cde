import Testing
@testable import Simulator

/// `--start TIME,LAT,LON` parsing.
@Suite struct SimulationStartTests {
    @Test func parses() throws {
        let start = try SimulationStart(parsing: "2025-12-31T23:59:58.5Z,-33.5,151.25")
        #expect(start.unixMilliseconds == 1_767_225_598_500)
        #expect(start.latitude == -33.5 && start.longitude == 151.25)
    }

    @Test func standardStartIsTheDocumentedTime() throws {
        #expect(try SimulationStart(parsing: "2024-06-01T10:00:00Z,48.137154,11.576124") == .standard)
    }

    @Test(arguments: [
        ("2024-06-01T10:00:00Z,48", SimulationStartError.wrongPartCount(2)),
        ("2024-13-01T10:00:00Z,1,2", .badTime("2024-13-01T10:00:00Z")),
        ("2024-06-01T10:00:00,1,2", .badTime("2024-06-01T10:00:00")),
        ("2024-06-01T10:00:00.Z,1,2", .badTime("2024-06-01T10:00:00.Z")),
        ("2024-06-01T10:00:00Z,91,2", .badLatitude("91")),
        ("2024-06-01T10:00:00Z,1,east", .badLongitude("east")),
    ])
    func rejects(text: String, error: SimulationStartError) {
        #expect(throws: error) { try SimulationStart(parsing: text) }
    }

    @Test func epochTimesCrossMidnight() {
        let time = ReceiverSimulator.time(1_767_225_599_999 + 1)
        #expect(time.iso8601 == "2026-01-01T00:00:00.000Z")
    }
}
