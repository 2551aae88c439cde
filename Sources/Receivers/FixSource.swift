/// Something that reads fixes on its own thread: the NMEA byte sources, gpsd.
public protocol FixSource: Sendable {
    /// A name for people: the source URL.
    var name: String { get }

    /// Starts reading on a dedicated thread.
    ///
    /// - Returns: the running source; its ``SourceRun/events`` end with ``SourceEvent/ended``
    ///   or ``SourceEvent/failed(_:)``, or when it is stopped.
    func start() -> SourceRun
}
