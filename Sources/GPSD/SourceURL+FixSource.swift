import Receivers

extension SourceURL {
    /// The source that reads this URL: ``GPSDSource`` for gpsd, ``NMEASource`` for the rest.
    public func makeSource() -> any FixSource {
        if case let .gpsd(host, port) = self { return GPSDSource(host: host, port: port) }
        return NMEASource(url: self)
    }
}
