import Foundation
import GRDB
import Positioning

extension RecordStore {
    /// Saves an issue at a gated location, copying its photo into the store.
    ///
    /// - Returns: the stored issue.
    /// - Throws: ``StoreError``: `invalidValue` (a description ``NewIssue/normalized(field:)`` refuses),
    ///   `invalidPhoto`, `database`.
    public func saveIssue(_ new: NewIssue, at location: CapturedLocation, now: Date = Date()) throws(StoreError) -> Issue {
        let description = try new.normalized().description
        let staged = try stagePhotos(new.photo.map { [$0] } ?? [])
        let now = Timestamp.truncated(now)
        return try insertWithPhotos(staged, "cannot save issue") { db in
            let id = try Self.nextID(db, table: "issue")
            let name = staged.first.map { "issue-\(id).\($0.format.fileExtension)" }
            let issue = Issue(id: id, location: location, category: new.category, description: description,
                              photo: name, createdAt: now, context: new.context)
            try issue.insert(db)
            try Self.insertAveragedFixes(of: location, for: .issue(id), db)
            return (issue, zip(staged, name.map { [$0] } ?? []).map { ($0, $1) })
        }
    }

    /// The issue with this id, or `nil`.
    public func issue(id: Int64) throws(StoreError) -> Issue? {
        try read("cannot read issue \(id)") { db in try Issue.fetchOne(db, key: id) }
    }

    /// The issues the filter selects, newest first.
    public func issues(_ filter: IssueFilter = IssueFilter()) throws(StoreError) -> [Issue] {
        var issues: [Issue] = []
        try forEachIssue(filter) { issues.append($0) }
        return issues
    }

    /// Hands each issue the filter selects to `body`, newest first, one at a time.
    public func forEachIssue(_ filter: IssueFilter, _ body: (Issue) throws(StoreError) -> Void) throws(StoreError) {
        try read("cannot read issues") { db in
            var request = Issue.all().order(Issue.Columns.createdAt.desc, Issue.Columns.id.desc)
            if let category = filter.category { request = request.filter(Issue.Columns.category == category.rawValue) }
            if let range = filter.range {
                let (first, last) = range.milliseconds
                let end = filter.createdOnly ? Issue.Columns.createdAt : Issue.Columns.updatedAt
                request = request.filter(Issue.Columns.createdAt <= last && end >= first)
            }
            let cursor = try request.fetchCursor(db)
            while let issue = try cursor.next() { try body(issue) }
        }
    }

    /// The issues within `radius` metres of `point` (great-circle), nearest first.
    public func issues(near point: GeoPoint, radius: Double, filter: IssueFilter = IssueFilter()) throws(StoreError) -> [Nearby<Issue>] {
        var found: [Nearby<Issue>] = []
        let band = point.latitudeBand(radius: radius)
        try forEachIssue(filter) { issue in
            guard band.contains(issue.location.latitude) else { return }
            if let nearby = Self.nearby(issue, issue.location, from: point, radius: radius) { found.append(nearby) }
        }
        return found.sorted { $0.distance < $1.distance }
    }

    /// Changes an issue's category or description; `updatedAt` becomes `now` (or a
    /// millisecond after the previous edit, so that every edit is a newer version for sync).
    ///
    /// - Returns: the issue as stored after the change.
    /// - Throws: ``StoreError`` (`notFound`, `invalidValue`, `database`).
    public func editIssue(id: Int64, _ changes: IssueChanges, now: Date = Date()) throws(StoreError) -> Issue {
        try write("cannot edit issue \(id)") { db in
            guard var issue = try Issue.fetchOne(db, key: id) else { throw StoreError(.notFound, "no issue with id \(id)") }
            if let category = changes.category { issue.category = category }
            if let description = changes.description {
                issue.description = try Self.required(description, "description", limit: TextLimit.text)
            }
            issue.updatedAt = Self.nextEditTime(after: issue.updatedAt, now)
            try issue.update(db)
            return issue
        }
    }

    /// Deletes an issue and its photo file.
    ///
    /// - Throws: ``StoreError`` (`notFound`) when there is no such issue.
    public func deleteIssue(id: Int64, now: Date = Date()) throws(StoreError) {
        try deleteIssues(ids: [id], now: now)
    }

    /// Deletes issues and their photo files, all or none: when one id names no issue,
    /// nothing is deleted. Tombstones dated `now` remember the deletions for sync.
    ///
    /// - Throws: ``StoreError`` (`notFound`, naming every missing id).
    public func deleteIssues(ids: [Int64], now: Date = Date()) throws(StoreError) {
        let names = try write("cannot delete issues") { db in
            let issues = try ids.map { try Issue.fetchOne(db, key: $0) }
            let missing = zip(ids, issues).filter { $0.1 == nil }.map(\.0)
            guard missing.isEmpty else { throw Self.missingRecords("issue", missing) }
            for issue in issues.compactMap({ $0 }) {
                try Tombstone.record(.issue, issue.uid, at: now, db)
                try issue.delete(db)
            }
            return issues.compactMap { $0?.photo }
        }
        photos.remove(names)
    }
}
