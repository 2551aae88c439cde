import Foundation
import Testing
@testable import FieldStore

@Suite struct TimeRangeTests {
    @Test func rangeOverlapIsInclusive() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let t0 = Date(timeIntervalSince1970: 1_700_000_000)
        let early = try temp.store.saveTree(NewTree(species: "early"), at: Fixtures.location(), now: t0)
        _ = try temp.store.editTree(id: early.id, TreeChanges(notes: "edited"), now: t0.addingTimeInterval(100))
        _ = try temp.store.saveTree(NewTree(species: "late"), at: Fixtures.location(), now: t0.addingTimeInterval(200))
        func species(_ from: Double?, _ to: Double) throws -> [String] {
            let range = TimeRange(start: from.map { t0.addingTimeInterval($0) }, end: t0.addingTimeInterval(to))
            return try temp.store.trees(TreeFilter(range: range)).map(\.species)
        }
        #expect(try species(100, 100) == ["early"])          // touches the end of early's interval
        #expect(try species(50, 60) == ["early"])            // inside early's interval
        #expect(try species(100.001, 199.999) == [])         // between the two
        #expect(try species(200, 300) == ["late"])           // starts exactly at late's creation
        #expect(try species(nil, 0) == ["early"])            // ends exactly at early's creation
        #expect(try species(nil, 1000) == ["late", "early"])
    }

    @Test func presetsEndNow() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        #expect(TimeRange(.lastHour, now: now) == TimeRange(start: now.addingTimeInterval(-3600), end: now))
        #expect(TimeRange(.all, now: now) == TimeRange(start: nil, end: now))
        #expect(TimeRange(.today, now: now, calendar: utc).start == Date(timeIntervalSince1970: 1_699_920_000))
        #expect(TimeRange(.sevenDays, now: now).start == now.addingTimeInterval(-604_800))
    }

    @Test func boundsParseDatesAndTimes() {
        let utc = TimeZone(identifier: "UTC")!
        #expect(TimeRange.bound("2024-03-15", isUpperBound: false, timeZone: utc) == Date(timeIntervalSince1970: 1_710_460_800))
        #expect(TimeRange.bound("2024-03-15", isUpperBound: true, timeZone: utc) == Date(timeIntervalSince1970: 1_710_547_199.999))
        #expect(TimeRange.bound("2024-03-15T14:30:22Z", isUpperBound: false) == Date(timeIntervalSince1970: 1_710_513_022))
        #expect(TimeRange.bound("2024-03-15T14:30:22+01:00", isUpperBound: false) == Date(timeIntervalSince1970: 1_710_509_422))
        #expect(TimeRange.bound("2024-02-30", isUpperBound: false) == nil)
        #expect(TimeRange.bound("yesterday", isUpperBound: false) == nil)
    }
}
