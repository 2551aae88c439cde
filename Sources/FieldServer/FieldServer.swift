import Dispatch
import FieldStore
import Foundation
import Hummingbird
import NIOCore
import Receivers
import SystemIO
#if canImport(Glibc)
import Glibc
#endif

/// `fieldfix serve`: a JSON API and a live stream over one receiver, for phones and other
/// programs. One ``LocationService`` feeds every client and the capture desk; records go
/// to one ``RecordStore``; every JSON object is written by the encoders the CLI uses.
///
/// ```swift
/// let server = try FieldServer(service: LocationService(source: url.makeSource()), store: store, settings: ServerSettings())
/// try await server.run { port in print("listening on \(port)") }
/// ```
public struct FieldServer: Sendable {
    /// Where and how it listens.
    public let settings: ServerSettings
    /// The token in force: the settings' one, or a new one off loopback; `nil` on loopback.
    public let token: String?
    let store: RecordStore
    let hub: LiveHub
    let desk: CaptureDesk
    let feed: ReceiverFeed
    private let sessions = PairedSessions()
    private let throttle = PairingThrottle()
    private let connections: ConnectionCount

    /// A server over `service` and `store`.
    public init(service: LocationService, store: RecordStore, settings: ServerSettings) {
        self.settings = settings
        token = settings.token ?? (settings.isLoopback ? nil : AccessGuard.secret())
        self.store = store
        hub = LiveHub(bufferLimit: settings.limits.liveBuffer)
        desk = CaptureDesk(hub: hub, engine: settings.engine)
        feed = ReceiverFeed(service: service, hub: hub, desk: desk)
        connections = ConnectionCount(limit: settings.limits.maximumConnections)
    }

    /// The URL a browser opens to pair (it carries the token), or `nil` on loopback. On every
    /// address (`0.0.0.0`, `::`) it names this machine's first network address, where another
    /// device can reach it.
    public func pairingURL(port: Int) -> String? {
        guard let token else { return nil }
        var base = settings.url(port: port)
        if settings.host == "0.0.0.0" || settings.host == "::", let address = LocalAddress.ipv4().first {
            base = "http://\(address):\(port)"
        }
        return base + "/pair?token=\(token)"
    }

    /// The routes, behind the security headers, the error translation and the access guard;
    /// a known path asked with a method it does not take gets 405.
    public func router() -> Router<ServerContext> {
        let router = Router(context: ServerContext.self)
        router.add(middleware: SecurityHeaders(tiles: settings.tiles))
        router.add(middleware: ErrorMiddleware())
        let access = AccessGuard(token: token, sessions: sessions, throttle: throttle)
        router.add(middleware: access)
        LiveRoute(hub: hub).add(to: router)
        AccuracyChartRoute(history: hub.history, engine: settings.engine).add(to: router)
        CaptureRoutes(desk: desk, store: store, limits: settings.limits, origin: settings.origin).add(to: router)
        RecordRoutes(store: store).add(to: router)
        CollectionTreesRoutes(store: store).add(to: router)
        TransferRoutes(store: store, limits: settings.limits).add(to: router)
        VocabularyRoute().add(to: router)
        SessionRoutes(sessions: token == nil ? nil : sessions).add(to: router)
        OpenAPIRoute().add(to: router)
        WebRoutes(tiles: settings.tiles).add(to: router)
        access.addPairing(to: router)
        router.add(middleware: MethodGuard(routes: router.routes))
        return router
    }

    /// The Hummingbird application: the router on the settings' address, with capped headers,
    /// silent connections closed (``ServerLimits/idleTimeout``) and connections past
    /// ``ServerLimits/maximumConnections`` closed as they come (``ConnectionLimitHandler``).
    public func application(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
        Application(
            router: router(),
            server: FieldHTTPChannel.builder(idleTimeout: settings.limits.idleTimeout, connections: connections,
                                             securityHeaders: SecurityHeaders(tiles: settings.tiles).fields),
            configuration: ApplicationConfiguration(address: .hostname(settings.host, port: settings.port), serverName: nil),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) })
    }

    /// Reads the receiver, handing its statuses to the live clients and the capture desk,
    /// until the source ends or the task is cancelled. ``run(onListening:)`` runs it; tests
    /// that drive ``router()`` run it themselves.
    public func runReceiver() async {
        await feed.run()
    }

    /// Serves until SIGINT or SIGTERM, then stops cleanly: the live streams are closed, a
    /// save under way is waited for (up to 10 s) so the store is never left mid-write.
    ///
    /// - Parameter onListening: called with the port once the server listens.
    /// - Throws: ``SystemError`` ("listen on HOST:PORT: reason") when the address cannot be
    ///   bound, as when another server holds the port.
    public func run(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        try? FileManager.default.createDirectory(atPath: settings.limits.temporaryFolder, withIntermediateDirectories: true)
        TemporaryFiles.sweep(settings.limits.temporaryFolder)
        let stop = Self.signals()
        let app = application(onRunning: onListening)
        let address = "\(settings.urlHost):\(settings.port)"
        try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                do { try await app.run() } catch let error as IOError { throw SystemError("listen on \(address)", code: error.errnoCode) }
                return true
            }
            group.addTask { await runReceiver(); return false }
            group.addTask { for await _ in stop { break }; return true }
            // The receiver's end does not stop the server: records stay available.
            while let stopping = try await group.next() {
                if stopping { break }
            }
            hub.close()
            let deadline = ContinuousClock.now + .seconds(10)
            while desk.isSaving && ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(20)) }
            group.cancelAll()
        }
    }

    /// SIGINT and SIGTERM, as a stream (their default action is turned off).
    private static func signals() -> AsyncStream<Int32> {
        let (stream, continuation) = AsyncStream.makeStream(of: Int32.self)
        let sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield(number) }
            source.resume()
            return source
        }
        let watch = SignalSources(sources)
        continuation.onTermination = { _ in watch.cancel() }
        return stream
    }
}

/// The signal sources of ``FieldServer/run(onListening:)``, kept alive while it runs.
private final class SignalSources: @unchecked Sendable {
    // Only cancelled, once, when the stream that owns them ends.
    private let sources: [any DispatchSourceSignal]
    init(_ sources: [any DispatchSourceSignal]) { self.sources = sources }
    func cancel() { sources.forEach { $0.cancel() } }
}
