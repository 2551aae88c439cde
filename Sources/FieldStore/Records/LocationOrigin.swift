/// The kind of source a record's location came from, so that a location read from a
/// recorded log is never taken for one measured when the record was made.
public enum LocationOrigin: String, Hashable, Sendable, CaseIterable {
    /// A receiver through gpsd.
    case gpsd
    /// A receiver on a serial port.
    case device
    /// A receiver's stream over TCP or UDP.
    case network
    /// A recorded log file (a replay: the fix time is the log's).
    case file
    /// Standard input (a pipe, often a recorded log).
    case stdin

    /// Whether the location may come from a recording rather than a live receiver.
    public var mayBeRecorded: Bool { self == .file || self == .stdin }
}
