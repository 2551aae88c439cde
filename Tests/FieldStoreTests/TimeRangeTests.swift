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

    /// An issue's interval is its creation to its last edit, as a tree's is; with
    /// `createdOnly`, either kind's is its creation alone.
    @Test func issuesOverlapAsTreesDoAndCreatedOnlyTakesTheCreation() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let t0 = Date(timeIntervalSince1970: 1_700_000_000)
        let early = try temp.store.saveIssue(NewIssue(category: .pothole, description: "early"), at: Fixtures.location(), now: t0)
        _ = try temp.store.editIssue(id: early.id, IssueChanges(category: .garbage), now: t0.addingTimeInterval(100))
        _ = try temp.store.saveIssue(NewIssue(category: .other, description: "late"), at: Fixtures.location(), now: t0.addingTimeInterval(200))
        let tree = try temp.store.saveTree(NewTree(species: "early"), at: Fixtures.location(), now: t0)
        _ = try temp.store.editTree(id: tree.id, TreeChanges(notes: "edited"), now: t0.addingTimeInterval(100))
        func issues(_ from: Double?, _ to: Double, createdOnly: Bool = false) throws -> [String] {
            let range = TimeRange(start: from.map { t0.addingTimeInterval($0) }, end: t0.addingTimeInterval(to))
            return try temp.store.issues(IssueFilter(range: range, createdOnly: createdOnly)).map(\.description)
        }
        #expect(try issues(100, 100) == ["early"])           // touches the end of early's interval
        #expect(try issues(50, 60) == ["early"])             // inside it: edited after, created before
        #expect(try issues(100.001, 199.999) == [])
        #expect(try issues(200, 300) == ["late"])
        #expect(try issues(nil, 0) == ["early"])
        #expect(try issues(nil, 1000) == ["late", "early"])
        #expect(try issues(50, 100, createdOnly: true) == [])
        #expect(try issues(0, 0, createdOnly: true) == ["early"])
        let range = TimeRange(start: t0.addingTimeInterval(50), end: t0.addingTimeInterval(100))
        #expect(try temp.store.trees(TreeFilter(range: range)).count == 1)
        #expect(try temp.store.trees(TreeFilter(range: range, createdOnly: true)).isEmpty)
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

    /// The one rule of `--range`/`--from`/`--to` and the API's `range`/`from`/`to`.
    @Test func aRequestedRangeEndsAtToElseNowAndOnlyAGivenToCanBeBeforeFrom() throws {
        let utc = TimeZone(identifier: "UTC")!
        let now = Date(timeIntervalSince1970: 1_710_460_800)   // 2024-03-15T00:00:00Z
        func requested(_ preset: TimeRange.Preset? = nil, from: String? = nil, to: String? = nil) throws(TimeRange.RequestError) -> TimeRange? {
            try TimeRange.requested(preset: preset, from: from, to: to, now: now, timeZone: utc)
        }
        #expect(try requested() == nil)
        #expect(try requested(.all) == TimeRange(start: nil, end: now))
        #expect(try requested(from: "2024-03-01") == TimeRange(start: Date(timeIntervalSince1970: 1_709_251_200), end: now))
        #expect(try requested(to: "2024-03-01") == TimeRange(start: nil, end: Date(timeIntervalSince1970: 1_709_337_599.999)))
        // A `from` alone after now: a range that selects nothing, not an error.
        let future = try #require(try requested(from: "2999-01-01"))
        #expect(future.end == now)
        #expect(!future.overlaps(from: now.addingTimeInterval(-1), to: now))
        #expect(try requested(from: "2024-03-15", to: "2024-03-15") != nil)
        #expect(throws: TimeRange.RequestError.fromAfterTo(from: "2024-03-16", to: "2024-03-15")) {
            try requested(from: "2024-03-16", to: "2024-03-15")
        }
        #expect(throws: TimeRange.RequestError.presetAndBounds) { try requested(.today, from: "2024-03-01") }
        #expect(throws: TimeRange.RequestError.notATime(name: "to", text: "soon")) { try requested(from: "2024-03-01", to: "soon") }
        #expect(TimeRange.RequestError.fromAfterTo(from: "b", to: "a").message(prefix: "--") == "--from b is after --to a")
        #expect(TimeRange.RequestError.presetAndBounds.description == "use either range or from/to, not both")
        #expect(TimeRange.RequestError.notATime(name: "from", text: "x").message(prefix: "--")
            == "--from x is not an ISO 8601 date or date-time")
    }
}
