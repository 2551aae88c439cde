import FieldStore
import Foundation

/// Team sync of one store with one PostgreSQL/PostGIS server: push this store's changes,
/// then pull everyone else's.
///
/// Every step is safe to interrupt (even with SIGKILL) and repeat: a pushed batch commits on
/// the server before the store notes it (pushing it again changes nothing), and each pulled
/// window commits in the store together with the feed position after it.
public struct TeamSync: Sendable {
    /// Records per pushed batch (one server transaction).
    public var pushBatch = 1_000
    /// Feed numbers per pulled window (one store transaction, unless photos split it).
    public var pullWindow: Int64 = 2_000
    /// Records with photos per store transaction when pulling (bounds memory).
    public var photoRecordsPerApply = 16

    /// Creates a sync with the default batch sizes.
    public init() {}

    /// Pushes `store`'s changes to `target` and pulls the others'.
    ///
    /// - Throws: ``SyncError`` saying where it failed; what was done before stays done.
    public func run(_ store: RecordStore, to target: PostgresTarget) async throws(SyncError) -> SyncReport {
        let server = try await SyncServer.open(target)
        do {
            let report = try await run(store, server)
            await server.close()
            return report
        } catch {
            await server.close()
            throw error
        }
    }

    private func run(_ store: RecordStore, _ server: SyncServer) async throws(SyncError) -> SyncReport {
        let device = try local { try store.syncStatus().device }
        var position = try local { try store.beginSync(server: server.id) }
        var report = SyncReport()
        for kind in SyncKind.allCases {
            var after: Int64 = 0
            while true {
                let page = try local { try store.pendingRecords(kind, afterID: after, limit: pushBatch) }
                guard let last = page.last else { break }
                after = last.id
                try await push(page.map { $0.record }, store, server, device: device, report: &report)
            }
        }
        let deletions = try local { try store.pendingDeletions() }
        for start in stride(from: 0, to: deletions.count, by: pushBatch) {
            try await push(Array(deletions[start..<min(start + pushBatch, deletions.count)]), store, server, device: device, report: &report)
        }
        let end = try await server.feedEnd()
        while position < end {
            let upper = min(end, position + pullWindow)
            let changes = try await server.changes(after: position, through: upper)
            report.pulled += try await apply(changes, to: store, server, replacing: [], feedPosition: upper)
            position = upper
        }
        try local { try store.finishSync() }
        return report
    }

    /// Pushes one batch: photos first (by content hash, only those the server lacks), then
    /// the versions; notes what the server took, and takes the server's version where a
    /// later edit beat the local one.
    private func push(_ records: [SyncRecord], _ store: RecordStore, _ server: SyncServer, device: UUID,
                      report: inout SyncReport) async throws(SyncError) {
        var hashes: [UUID: [String]] = [:]
        for record in records {
            let files: [String]
            switch record.content {
            case let .tree(_, _, photos): files = photos.compactMap { if case let .file(path) = $0 { path } else { nil } }
            case let .issue(_, photo): files = photo.flatMap { if case let .file(path) = $0 { [path] } else { nil } } ?? []
            case .collection, nil: files = []
            }
            guard !files.isEmpty else { continue }
            var list: [String] = []
            for file in files {
                func unreadable(_ error: any Error) -> SyncError {
                    SyncError(.photo, "\(record.kind.rawValue) \(record.uid.uuidString.lowercased()): cannot read photo \(file): \(error.localizedDescription)")
                }
                // Hashed as it is read; held whole only when the server lacks it.
                let hash: String
                do { hash = try PhotoHash.hex(ofFileAt: file) } catch { throw unreadable(error) }
                if try await !server.missingPhotos([hash]).isEmpty {
                    let data: Data
                    do { data = try Data(contentsOf: URL(fileURLWithPath: file)) } catch { throw unreadable(error) }
                    try await server.upload(photo: data, hash: hash)
                }
                list.append(hash)
            }
            hashes[record.uid] = list
        }
        let outcome = try await server.push(records, photoHashes: hashes, device: device)
        try local { try store.markPushed(outcome.accepted) }
        if !outcome.winners.isEmpty {
            _ = try await apply(outcome.winners, to: store, server, replacing: Set(outcome.lost), feedPosition: nil)
        }
        report.pushed += outcome.accepted.count
        report.conflicts += outcome.conflicts
    }

    /// Applies server versions to the store, downloading the photos of records it does not
    /// hold, in transactions of at most ``photoRecordsPerApply`` records with photos; the last
    /// one moves the feed position.
    ///
    /// - Returns: how many local records changed.
    private func apply(_ changes: [SyncServer.Pulled], to store: RecordStore, _ server: SyncServer,
                       replacing: Set<SyncVersion>, feedPosition: Int64?) async throws(SyncError) -> Int {
        var unknown: Set<UUID> = []
        for kind in [SyncKind.tree, .issue] {
            let uids = changes.filter { $0.record.kind == kind && !$0.photos.isEmpty }.map(\.record.uid)
            guard !uids.isEmpty else { continue }
            unknown.formUnion(Set(uids).subtracting(try local { try store.knownRecords(kind, uids) }))
        }
        var changed = 0
        var chunk: [SyncRecord] = []
        var withPhotos = 0
        for (index, change) in changes.enumerated() {
            var record = change.record
            if unknown.contains(record.uid) {
                let found = try await server.photos(change.photos)
                let photos = try change.photos.map { hash throws(SyncError) -> SyncPhoto in
                    guard let data = found[hash] else {
                        throw SyncError(.badServerRow, "\(record.kind.rawValue) \(record.uid.uuidString.lowercased()): photo \(hash) is not on the server")
                    }
                    return .data(data)
                }
                switch record.content {
                case let .tree(tree, collection, _): record.content = .tree(tree, collection: collection, photos: photos)
                case let .issue(issue, _): record.content = .issue(issue, photo: photos.first)
                case .collection, nil: break
                }
                withPhotos += 1
            }
            chunk.append(record)
            let last = index == changes.count - 1
            if last || withPhotos >= photoRecordsPerApply {
                let batch = chunk
                changed += try local {
                    try store.applyServerVersions(batch, replacing: replacing, feedPosition: last ? feedPosition : nil)
                }
                chunk = []
                withPhotos = 0
            }
        }
        if changes.isEmpty, let feedPosition {
            _ = try local { try store.applyServerVersions([], feedPosition: feedPosition) }
        }
        return changed
    }

    /// Runs a store operation, naming the store in its error.
    private func local<T>(_ body: () throws -> T) throws(SyncError) -> T {
        do {
            return try body()
        } catch let error as StoreError {
            throw SyncError(.store, "store: \(error.message)")
        } catch {
            throw SyncError(.store, "store: \(error)")
        }
    }
}
