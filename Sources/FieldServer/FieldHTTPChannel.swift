import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's HTTP/1.1 channel with connections past the limit closed as they open
/// (``ConnectionLimitHandler``, first) and the decoder's refusals answered in the API's shape
/// (a ``RequestLineWatcher`` before the decoder and a ``HeadErrorResponder`` after it).
struct FieldHTTPChannel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    private let http: HTTP1Channel
    private let connections: ConnectionCount

    init(responder: @escaping HTTPChannelHandler.Responder, idleTimeout: Double, connections: ConnectionCount,
         securityHeaders: HTTPFields) {
        self.connections = connections
        http = HTTP1Channel(responder: responder, configuration: .init(
            additionalChannelHandlers: [HeadErrorResponder(securityHeaders: securityHeaders)],
            idleTimeout: .milliseconds(Int64(idleTimeout * 1000)),
            httpDecoderConfiguration: .init(maxHeaderFieldSize: ServerLimits.maxHeaderFieldBytes,
                                            maxHeaderListSize: ServerLimits.maxHeaderBytes,
                                            maxHeaderFieldCount: ServerLimits.maxHeaderFields)))
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandlers(ConnectionLimitHandler(count: connections), RequestLineWatcher())
        }.flatMap { http.setup(channel: channel, logger: logger) }
    }

    func handle(value: Value, logger: Logger) async {
        await http.handle(value: value, logger: logger)
    }

    /// The server builder that makes these channels.
    static func builder(idleTimeout: Double, connections: ConnectionCount, securityHeaders: HTTPFields) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            FieldHTTPChannel(responder: responder, idleTimeout: idleTimeout, connections: connections, securityHeaders: securityHeaders)
        }
    }
}
