import SystemIO

/// The true positions of a simulation as CSV (``SimulatedEpoch/truthHeader``, then one
/// ``SimulatedEpoch/truthRow`` per epoch), to compare a receiver's fixes with.
public final class TruthFile {
    private let file: CreatedFile

    /// Writes the header into `file`.
    ///
    /// - Throws: ``SystemError`` when the write fails.
    public init(_ file: CreatedFile) throws(SystemError) {
        self.file = file
        try file.descriptor.writeAll(SimulatedEpoch.truthHeader + "\n")
    }

    /// Writes the epoch's true time and position.
    ///
    /// - Throws: ``SystemError`` when the write fails.
    public func write(_ epoch: SimulatedEpoch) throws(SystemError) {
        try file.descriptor.writeAll(epoch.truthRow + "\n")
    }
}
