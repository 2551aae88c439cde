import NIOCore

/// Keeps the server's connections under ``ConnectionCount/limit``: one of these sits in each
/// connection's pipeline, and a connection that opens when the limit is reached is closed at
/// once, before any of it is read. So a crowd of clients that never finish their requests
/// (which holds connections until the idle timeout) cannot use up the process's file
/// descriptors, and the connections already open keep being served. A refused client sees
/// its connection closed with no answer: a response would have to wait for its request, which
/// is what such a client never sends.
final class ConnectionLimitHandler: ChannelInboundHandler, RemovableChannelHandler {
    /// Everything passes through untouched.
    typealias InboundIn = NIOAny

    private let count: ConnectionCount
    private var decided = false

    init(count: ConnectionCount) {
        self.count = count
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { _ = admit(context: context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        // A refused connection is closed here; the handlers after this one see it end.
        if admit(context: context) { context.fireChannelActive() }
    }

    /// Whether the connection is admitted (counted until it closes); one that is not is closed.
    private func admit(context: ChannelHandlerContext) -> Bool {
        if decided { return context.channel.isActive }
        decided = true
        guard count.admit() else {
            context.close(promise: nil)
            return false
        }
        context.channel.closeFuture.whenComplete { [count] _ in count.release() }
        return true
    }
}
