import NMEA
import Receivers

extension SourceURL {
    /// The source that reads this URL with `options`: ``GPSDSource`` for gpsd (its
    /// relayed packets), ``NMEASource`` for the rest.
    public func makeSource(options: ParseOptions = ParseOptions()) -> any FixSource {
        if case let .gpsd(host, port) = self { return GPSDSource(host: host, port: port, options: options) }
        return NMEASource(url: self, options: options)
    }
}
