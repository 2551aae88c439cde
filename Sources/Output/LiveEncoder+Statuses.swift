import Receivers

extension LiveEncoder {
    /// Encodes `statuses` as they come, as `fieldfix live` prints them: each status's note to
    /// `note`, then its ``Lines/lines`` to `write` (which says `false` once its output is
    /// closed). It stops when the statuses end, when `count` fixes were written, when
    /// `write` fails, or when the source ends.
    ///
    /// - Returns: the error the source ended with, if it ended on one.
    public mutating func run(_ statuses: AsyncStream<LocationStatus>, count: Int?,
                             write: (String) -> Bool, note: (String) -> Void) async -> SourceError? {
        var fixes = 0
        for await status in statuses {
            let printed = encode(status)
            if let text = printed.note { note(text) }
            for line in printed.lines where !write(line) { return nil }
            if printed.isFix { fixes += 1 }
            if let count, fixes >= count { return nil }
            if status.state == .ended { return status.error }
        }
        return nil
    }
}
