import Positioning

/// Turns one file's fixes and errors into output, for ``FleetReplay``'s ``FleetPipelineStream``.
/// Each file gets its own writer, on the worker that reads the file, so a writer may keep
/// per-file state (a line count, the file's name as a prefix).
public protocol FleetFileWriter: SendableMetatype {
    /// Appends what `update` prints to `output` (its lines or its diagnostics).
    mutating func write(_ update: LocationUpdate, to output: inout FleetOutput)
    /// Appends what `error` prints to `output` (its lines or its diagnostics).
    mutating func write(_ error: GNSSError, to output: inout FleetOutput)
}
