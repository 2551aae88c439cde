import NIOCore

/// Watches the raw bytes of a connection, before the HTTP decoder, for one fact the decoder
/// does not tell: whether the request line of the request being read has ended. The decoder
/// reports an over-long request line and an over-long header alike (`headerOverflow`);
/// ``HeadErrorResponder`` answers the first 414 and the second 431 by asking this handler.
///
/// A chunk that holds the end of the request line is passed on in two parts, the line and the
/// rest, so that a failure in either is seen with the right answer.
final class RequestLineWatcher: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    /// Whether the request line of the request being read has ended.
    private(set) var requestLineEnded = false

    /// Called by ``HeadErrorResponder`` when a request's end has been decoded: what follows is
    /// the next request's line.
    func expectRequestLine() {
        requestLineEnded = false
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var bytes = unwrapInboundIn(data)
        guard !requestLineEnded, let end = bytes.readableBytesView.firstIndex(of: UInt8(ascii: "\n")) else {
            context.fireChannelRead(data)
            return
        }
        let lineLength = end - bytes.readerIndex + 1
        let line = bytes.readSlice(length: lineLength)!
        context.fireChannelRead(wrapInboundOut(line))
        requestLineEnded = true
        if bytes.readableBytes > 0 { context.fireChannelRead(wrapInboundOut(bytes)) }
    }
}
