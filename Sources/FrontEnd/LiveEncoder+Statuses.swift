import Receivers

extension LiveEncoder {
    /// Encodes `statuses` as they come, as `fieldfix live` prints them: each status's note to
    /// `note`, then its ``Lines/lines`` to `write`, each line's bytes with its newline
    /// (`write` says `false` once its output is closed). It stops when the statuses end,
    /// when `count` fixes were written, when `write` fails, or when the source ends. A
    /// fix's line is written in buffers kept across fixes, not made as a string.
    ///
    /// - Returns: the error the source ended with, if it ended on one.
    public mutating func run(_ statuses: AsyncStream<LocationStatus>, count: Int?,
                             write: (UnsafeBufferPointer<UInt8>) -> Bool, note: (String) -> Void) async -> SourceError? {
        var fixes = 0
        var line: [UInt8] = []
        line.reserveCapacity(1024)
        func written(_ bytes: some Sequence<UInt8>) -> Bool {
            line.removeAll(keepingCapacity: true)
            line.append(contentsOf: bytes)
            line.append(UInt8(ascii: "\n"))
            return line.withUnsafeBufferPointer(write)
        }
        var drops = DropReport()
        for await status in statuses {
            if let dropped = drops.count(for: status) { note(DropReport.note(dropped)) }
            let change = connectionLines(status)
            if let text = change.note { note(text) }
            if let statusLine = change.statusLine, !written(statusLine.utf8) { return nil }
            if let isFix = writeFixLine(status) {
                guard withFixLine({ written($0) }) else { return nil }
                if isFix { fixes += 1 }
            }
            if let count, fixes >= count { return nil }
            if status.state == .ended { return status.error }
        }
        return nil
    }
}
