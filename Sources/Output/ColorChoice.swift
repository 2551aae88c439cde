#if canImport(Glibc)
import Glibc
#endif

/// Whether output to a file descriptor is coloured: only on a terminal, never when
/// `NO_COLOR` is set to a non-empty value (no-color.org: an empty one does not count), and
/// never on a terminal that says it cannot (`TERM=dumb`).
public enum ColorChoice {
    /// Whether output written to `fd` gets colour.
    public static func enabled(for fd: Int32) -> Bool {
        guard isatty(fd) == 1 else { return false }
        if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
        if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
        return true
    }
}
