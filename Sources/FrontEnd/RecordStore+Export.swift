import FieldStore
import Foundation
import Output

extension RecordStore {
    /// Exports the trees the filter selects, newest first, streaming them from the database
    /// to the target (memory does not grow with the number of trees).
    ///
    /// - Parameters:
    ///   - includePhotos: embed each photo's bytes as base64 (`json` and `geojson` only).
    ///   - now: the `exportedAt` time written in JSON and GPX.
    /// - Returns: how many trees were written.
    /// - Throws: ``StoreError`` (`notFound` for a missing collection, `io`, `database`).
    @discardableResult
    public func exportTrees(_ filter: TreeFilter = TreeFilter(), format: ExportFormat, includePhotos: Bool = false,
                            to target: ExportTarget, now: Date = Date()) throws(StoreError) -> Int {
        try export(Tree.self, format: format, includePhotos: includePhotos, collection: filter.collection, target: target, now: now) {
            body throws(StoreError) in try forEachTree(filter, body)
        }
    }

    /// Exports the issues the filter selects, newest first, streaming them to the target.
    ///
    /// - Returns: how many issues were written.
    @discardableResult
    public func exportIssues(_ filter: IssueFilter = IssueFilter(), format: ExportFormat, includePhotos: Bool = false,
                             to target: ExportTarget, now: Date = Date()) throws(StoreError) -> Int {
        try export(Issue.self, format: format, includePhotos: includePhotos, collection: nil, target: target, now: now) {
            body throws(StoreError) in try forEachIssue(filter, body)
        }
    }

    /// Exports what `selection` names into `destination`, in its format; when the export
    /// fails, the file name `destination` reserved is given back (removed).
    ///
    /// - Returns: how many records were written.
    /// - Throws: ``StoreError`` as ``exportTrees(_:format:includePhotos:to:now:)`` does.
    @discardableResult
    public func export(_ selection: ExportSelection, includePhotos: Bool = false, to destination: ExportDestination,
                       now: Date = Date()) throws(StoreError) -> Int {
        do {
            switch selection {
            case let .trees(filter):
                return try exportTrees(filter, format: destination.format, includePhotos: includePhotos, to: destination.target, now: now)
            case let .issues(filter):
                return try exportIssues(filter, format: destination.format, includePhotos: includePhotos, to: destination.target, now: now)
            }
        } catch {
            destination.discard()
            throw error
        }
    }

    private func export<R: ExportableRecord>(
        _: R.Type, format: ExportFormat, includePhotos: Bool, collection: String?, target: ExportTarget, now: Date,
        records: ((R) throws(StoreError) -> Void) throws(StoreError) -> Void
    ) throws(StoreError) -> Int {
        var exporter = RecordExporter<R>(format: format, photos: photos, includePhotoData: includePhotos,
                                         exportedAt: Timestamp.truncated(now), collection: collection)
        // Released without its commit on a failure: the temporary file goes, an earlier file stays.
        var sink = try ByteSink(target)
        try exporter.begin(&sink)
        var count = 0
        try records { record throws(StoreError) in
            try exporter.write(record, to: &sink)
            count += 1
        }
        try exporter.end(&sink)
        try sink.commit()
        return count
    }
}

/// The records an export takes: trees, or issues, as a filter selects them.
public enum ExportSelection: Hashable, Sendable {
    /// Trees (of a collection, in a time range).
    case trees(TreeFilter)
    /// Issues (of a category, in a time range).
    case issues(IssueFilter)
}
