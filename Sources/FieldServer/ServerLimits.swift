import Foundation

/// How much a request may carry, how long a connection may stay silent, and how many
/// connections are held at once.
public struct ServerLimits: Sendable {
    /// An upload (a save with photos, an import) must be smaller than this: 32 MiB.
    public var maximumUploadBytes: Int
    /// Where uploads are streamed to, and exports written before they are sent (`serve`
    /// uses the store's own `tmp` folder; a server starting on it removes what a killed one
    /// left there).
    public var temporaryFolder: String
    /// How many events a live client may fall behind before it is dropped.
    public var liveBuffer: Int
    /// Seconds after which a connection that sends nothing, or leaves a request half sent,
    /// is closed (a live stream being answered is not: its client only listens).
    public var idleTimeout: Double
    /// The most connections open at once; one more is closed as it opens. Each holds a file
    /// descriptor until it closes: the limit keeps them under the process's own limit
    /// (`ulimit -n`, ``ServerSettings/maximumConnections(requested:openFileLimit:)``).
    public var maximumConnections: Int

    /// The connections allowed unless told: 256, which with the descriptors each may hold
    /// besides its socket fits the usual `ulimit -n` of 1024.
    public static let defaultMaximumConnections = 256

    /// The defaults: uploads under 32 MiB, written to the system's temporary folder;
    /// live clients 64 events behind at most; silent connections closed after 30 s; at most
    /// ``defaultMaximumConnections`` connections.
    public init(maximumUploadBytes: Int = 32 << 20, temporaryFolder: String = NSTemporaryDirectory(), liveBuffer: Int = 64,
                idleTimeout: Double = 30, maximumConnections: Int = defaultMaximumConnections) {
        self.maximumUploadBytes = maximumUploadBytes
        self.temporaryFolder = temporaryFolder.hasSuffix("/") ? String(temporaryFolder.dropLast()) : temporaryFolder
        self.liveBuffer = liveBuffer
        self.idleTimeout = idleTimeout
        self.maximumConnections = maximumConnections
    }

    /// The longest request line or header field, in bytes.
    public static let maxHeaderFieldBytes = 8 * 1024
    /// The most header bytes a request may send, its request line included.
    public static let maxHeaderBytes = 32 * 1024
    /// The most header fields a request may send.
    public static let maxHeaderFields = 100
}
