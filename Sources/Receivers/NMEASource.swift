import NMEA
import Positioning
#if canImport(Glibc)
import Glibc
#endif

/// Fixes from raw NMEA 0183 and u-blox UBX: a serial device, a TCP server, UDP datagrams,
/// a log file (optionally paced by its own timestamps) or standard input.
///
/// Bytes are read on a dedicated thread and go through the same ``GNSSPipeline`` (framers,
/// sentences and UBX messages, epoch assemblers) as every receiver path; garbage on the
/// line is skipped by the framers. When the device or server cannot be opened at the start,
/// the run fails with a clear error; a serial device or TCP connection lost later is
/// reported and reopened with backoff (0.5 s doubling to 8 s). A file or standard input
/// ends at its end.
public struct NMEASource: FixSource {
    /// Where the bytes come from. A gpsd URL is not read here: its run fails at once with
    /// an `openFailed` ``SourceError`` (the GPSD module's `SourceURL.makeSource()` reads it).
    public let url: SourceURL
    /// The longest a TCP connection attempt waits, seconds.
    public let connectTimeout: Double
    /// How the bytes are read: whether fixes list their satellites in view.
    public let options: ParseOptions

    /// A source for `url`, read with `options`.
    public init(url: SourceURL, connectTimeout: Double = 3, options: ParseOptions = ParseOptions()) {
        self.url = url
        self.connectTimeout = connectTimeout
        self.options = options
    }

    public var name: String { url.description }

    public func start() -> SourceRun {
        SourceRun(name: "fieldfix.nmea") { context in run(context) }
    }

    /// Whether the source is opened again after it was lost (devices and servers, not files).
    private var reopens: Bool {
        switch url {
        case .serial, .tcp: return true
        case .udp, .file, .standardInput, .gpsd: return false
        }
    }

    private func run(_ context: SourceRun.Context) {
        context.emit(.connecting)
        var everConnected = false
        var backoff = 0.5
        while !context.isStopRequested {
            let channel: ByteChannel
            do {
                channel = try open()
            } catch {
                guard everConnected, reopens else {
                    context.emit(.failed(error))
                    return
                }
                guard context.sleep(seconds: backoff) else { return }
                backoff = min(backoff * 2, 8)
                continue
            }
            everConnected = true
            context.emit(.connected(to: name))
            guard let (lost, gaveFixes) = read(channel, context) else { return }
            guard reopens else {
                context.emit(lost.code == .closed ? .ended : .failed(lost))
                return
            }
            context.emit(.disconnected(lost))
            // The backoff starts again only after a connection that gave fixes, so that a
            // server that accepts and hangs up at once is not hammered.
            if gaveFixes { backoff = 0.5 }
            guard context.sleep(seconds: backoff) else { return }
            backoff = min(backoff * 2, 8)
            context.emit(.connecting)
        }
    }

    /// Reads until the input ends (returns why, and whether it gave any fix) or a stop is
    /// requested (returns `nil`).
    private func read(_ channel: ByteChannel, _ context: SourceRun.Context) -> (SourceError, Bool)? {
        var pipeline = GNSSPipeline(options: options)
        var pacer: ReplayPacer?
        if case let .file(_, speed?) = url { pacer = ReplayPacer(speed: speed) }
        var stopped = false
        // Fixes go out unassessed: the location tracker assesses each one once, with its age.
        let emit = { (fix: Fix) in
            guard !stopped else { return }
            if let delay = pacer?.delay(before: fix.time), delay > 0, !context.sleep(seconds: delay) {
                stopped = true
                return
            }
            context.emit(.fix(fix))
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 65_536, alignment: 1)
        defer { buffer.deallocate() }
        while !context.isStopRequested && !stopped {
            switch channel.read(into: buffer, timeout: SourceRun.pollInterval) {
            case let .bytes(count):
                pipeline.feed(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
                pipeline.drain(onFix: emit, onError: { _ in })
            case .idle:
                continue
            case .endOfInput:
                pipeline.finish(onFix: emit, onError: { _ in })
                return (SourceError(.closed, source: name, detail: "the input ended"), pipeline.fixCount > 0)
            case let .failed(code):
                pipeline.finish(onFix: emit, onError: { _ in })
                return (.system(.readFailed, source: name, call: "read", errno: code), pipeline.fixCount > 0)
            }
        }
        return nil
    }

    private func open() throws(SourceError) -> ByteChannel {
        switch url {
        case let .serial(path, baud):
            return try SerialPort.open(path: path, baud: baud, source: name)
        case let .tcp(host, port):
            return try TCPConnector.connect(host: host, port: port, timeout: connectTimeout, source: name)
        case let .udp(host, port):
            return try UDPListener.bind(host: host, port: port, source: name)
        case let .file(path, _):
            let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else {
                throw .system(errno == ENOENT ? .notFound : .openFailed, source: name, call: "open \(path)", errno: errno)
            }
            return ByteChannel(fd: fd)
        case .standardInput:
            return ByteChannel(fd: 0, closesOnDeinit: false)
        case .gpsd:
            throw SourceError(.openFailed, source: name, detail: "gpsd URLs are read by GPSDSource (module GPSD), not NMEASource")
        }
    }
}
