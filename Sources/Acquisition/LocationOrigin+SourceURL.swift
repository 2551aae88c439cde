import FieldStore
import Receivers

extension LocationOrigin {
    /// The kind of source `url` reads.
    public init(_ url: SourceURL) {
        switch url {
        case .gpsd: self = .gpsd
        case .serial: self = .device
        case .tcp, .udp: self = .network
        case .file: self = .file
        case .standardInput: self = .stdin
        }
    }
}
