import Foundation
import Testing
@testable import FieldStore

@Suite struct TimestampTests {
    @Test func timestampsRoundTripAtMillisecondPrecision() throws {
        let date = Date(timeIntervalSince1970: -1.5)
        #expect(Timestamp.iso8601(date) == "1969-12-31T23:59:58.500Z")
        #expect(Timestamp.parse("1969-12-31T23:59:58.500Z") == date)
        #expect(Timestamp.iso8601(Fixtures.t0) == "2024-03-15T14:30:22.123Z")
        #expect(Timestamp.parse("2024-03-15T14:30:22.123Z") == Timestamp.truncated(Fixtures.t0))
        #expect(Timestamp.parse("2024-03-15T14:30:22") == nil)
    }
}
