import Positioning

/// Turns one file's fixes and errors into output bytes, for ``FleetReplay``. Each file gets
/// its own writer, on the worker that reads the file, so a writer may keep per-file state
/// (a line count, the file's name as a prefix).
public protocol FleetFileWriter: SendableMetatype {
    /// Appends what `update` prints to `output`.
    mutating func write(_ update: LocationUpdate, to output: inout [UInt8])
    /// Appends what `error` prints to `output`.
    mutating func write(_ error: GNSSError, to output: inout [UInt8])
}
