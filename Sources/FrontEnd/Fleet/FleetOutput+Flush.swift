import Receivers
import SystemIO

extension FleetOutput {
    /// Writes the diagnostics gathered to `diagnostics`, then the lines to `lines`, and
    /// empties both (keeping their room): an error is never written after lines of fixes
    /// that came after it. A failed write is ignored (a closed pipe stops no one reading the log).
    public mutating func flush(lines: FileDescriptor = .standardOutput, diagnostics: FileDescriptor = .standardError) {
        if !self.diagnostics.isEmpty {
            try? diagnostics.writeAll(self.diagnostics)
            self.diagnostics.removeAll(keepingCapacity: true)
        }
        if !self.lines.isEmpty {
            try? lines.writeAll(self.lines)
            self.lines.removeAll(keepingCapacity: true)
        }
    }
}
