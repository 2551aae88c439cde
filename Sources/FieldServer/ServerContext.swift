import Hummingbird

/// The request context of every route: JSON bodies collected whole are capped at
/// ``maxUploadSize``; uploads stream to a file instead (see ``Upload``).
public struct ServerContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The id of the paired session the request came with (its cookie); `nil` for a request
    /// made with the token, or on loopback. ``AccessGuard`` sets it.
    var sessionID: String?

    public init(source: Source) {
        coreContext = .init(source: source)
    }

    /// The largest JSON request body read into memory: 1 MiB.
    public var maxUploadSize: Int { 1 << 20 }

    /// JSON bodies are decoded strictly: no key twice in one object.
    public var requestDecoder: StrictJSONDecoder { StrictJSONDecoder() }
}
