import SystemIO

/// The SVG file a `--plot` option names: written whole or not at all (``AtomicFile``).
typealias PlotFile = AtomicFile

extension AtomicFile {
    /// Opens the plot file at `path` at once, so an unwritable path fails before any work.
    convenience init(path: String) throws(Failure) { try self.init(path: path, what: "the plot") }
}
