import Capture
import FieldStore
import GPSD
import Positioning
import Receivers

/// The location source of a capture: a ``LocationService`` over a source URL, assessed with
/// the capture's gate, forwarded as `CaptureInput`s.
public struct CaptureSource: Sendable {
    /// The source's URL.
    public let url: SourceURL
    /// The service reading it.
    public let service: LocationService

    /// A source reading `url`, assessed under `policy` at `confidence`.
    public init(_ url: SourceURL, policy: CapturePolicy, confidence: Confidence) {
        self.url = url
        service = LocationService(source: url.makeSource(), engine: AccuracyEngine(confidence: confidence, policy: policy))
    }

    /// Whether the source is standard input (then keys cannot be read from it).
    public var readsStandardInput: Bool { url == .standardInput }

    /// The kind of source the record keeps.
    public var origin: LocationOrigin { LocationOrigin(url) }

    /// Forwards new fixes, connection notices and the end of the source until the source
    /// ends or the calling task is cancelled (which stops the source).
    public func forward(to inputs: AsyncStream<CaptureInput>.Continuation) async {
        for await status in service.statuses() {
            switch status.state {
            case .fix, .noFix:
                if let update = status.update { inputs.yield(.update(update)) }
            case .stale:
                continue
            case .connecting:
                inputs.yield(.notice("connecting to \(url)"))
            case .connected:
                inputs.yield(.notice("connected to \(url)"))
            case .disconnected:
                inputs.yield(.notice("lost \(url)" + (status.error.map { ": \($0.detail)" } ?? "") + "; reconnecting"))
            case .ended:
                inputs.yield(.sourceEnded(status.error.map { "\(url) failed: \($0.detail)" } ?? "\(url) ended"))
                return
            }
        }
        inputs.yield(.sourceEnded("\(url) ended"))
    }
}
