import Hummingbird
import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Answers a request that the HTTP decoder refuses before any route sees it (a request line
/// or header over the limits, a request that is not HTTP/1.1) with the API's own JSON error
/// and status (414, 431, 400) and the security headers, then closes the connection. Without
/// it the server would send a bare 400 with no body. A failure inside a request's body (a bad
/// chunk) is left to the route reading it, which answers as the API does; a refused request
/// that follows one still being answered is answered after it.
final class HeadErrorResponder: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// Where the connection's current request is.
    private enum Phase {
        /// No request is being read or answered.
        case idle
        /// A request's head came and its body is being read.
        case readingBody
        /// A request was read whole and its response has not ended.
        case answering
        /// The refusal is sent (or waits for the response being sent): nothing more is read.
        case refusing
    }

    /// The headers every response carries (``SecurityHeaders``).
    private let securityHeaders: HTTPFields
    private var phase = Phase.idle
    private var pending: APIError?

    init(securityHeaders: HTTPFields) {
        self.securityHeaders = securityHeaders
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head: phase = .readingBody
        case .end:
            phase = .answering
            watcher(context)?.expectRequestLine()
        case .body: break
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        context.write(data, promise: promise)
        guard case .end = unwrapOutboundIn(data) else { return }
        if let pending {
            self.pending = nil
            refuse(pending, context: context)
        } else if phase != .refusing {
            phase = .idle
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let parserError = error as? HTTPParserError, phase != .readingBody else {
            context.fireErrorCaught(error)
            return
        }
        guard phase != .refusing else { return }
        let failure = Self.failure(parserError, requestLineEnded: watcher(context)?.requestLineEnded ?? true)
        if phase == .answering {
            pending = failure
        } else {
            refuse(failure, context: context)
        }
        phase = .refusing
    }

    /// Sends `failure` as the API's JSON error and closes the connection once it is written.
    private func refuse(_ failure: APIError, context: ChannelHandlerContext) {
        let body = ByteBuffer(string: failure.json)
        var fields = securityHeaders
        fields[.contentType] = "application/json"
        fields[.contentLength] = String(body.readableBytes)
        fields[.connection] = "close"
        fields[.cacheControl] = "no-store"
        context.write(wrapOutboundOut(.head(HTTPResponse(status: failure.status, headerFields: fields))), promise: nil)
        context.write(wrapOutboundOut(.body(body)), promise: nil)
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in bound.value.close(promise: nil) }
    }

    /// The status, code and message for a request the decoder refused.
    static func failure(_ error: HTTPParserError, requestLineEnded: Bool) -> APIError {
        switch error {
        case .headerOverflow where !requestLineEnded:
            return APIError(.uriTooLong, "uriTooLong", "the request line is too long: a URL must be at most \(ServerLimits.maxHeaderFieldBytes / 1024) KiB")
        case .headerOverflow:
            return APIError(.requestHeaderFieldsTooLarge, "headersTooLarge",
                            "the request's headers are too large: at most \(ServerLimits.maxHeaderFields) fields of "
                                + "\(ServerLimits.maxHeaderFieldBytes / 1024) KiB each, \(ServerLimits.maxHeaderBytes / 1024) KiB in all")
        default:
            return APIError.badRequest("the request is not valid HTTP/1.1 (\(error))")
        }
    }

    private func watcher(_ context: ChannelHandlerContext) -> RequestLineWatcher? {
        try? context.pipeline.syncOperations.handler(type: RequestLineWatcher.self)
    }
}
