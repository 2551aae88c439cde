#if canImport(Glibc)
import Glibc
#endif
import SystemIO

/// Whether output to a file descriptor is coloured: only on a terminal, never when
/// `NO_COLOR` is set to a non-empty value (no-color.org: an empty one does not count), and
/// never on a terminal that says it cannot (`TERM=dumb`).
public enum ColorChoice {
    /// Whether output written to `stream` gets colour.
    public static func enabled(for stream: StandardStream) -> Bool {
        guard stream.isTerminal else { return false }
        if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
        if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
        return true
    }
}
