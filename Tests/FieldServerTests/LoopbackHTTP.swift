import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP/1.1 client over a real loopback socket: one request per connection, or
/// one at a time on a connection the caller keeps (``request(on:_:)``).
enum LoopbackHTTP {
    /// What came back.
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: String
        var object: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? [:] }
    }

    /// Sends one request to 127.0.0.1:`port` and reads the response to its end.
    static func request(port: Int, _ method: String, _ path: String, json: String? = nil) throws -> Response {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        let body = Array((json ?? "").utf8)
        if json != nil { head += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n" }
        return try exchange(port: port, Array((head + "\r\n").utf8) + body)
    }

    /// Sends `bytes` as they are (a request, well formed or not) and reads the response to its end.
    static func exchange(port: Int, _ request: [UInt8]) throws -> Response {
        try parse(exchangeAll(port: port, request))
    }

    /// Sends `bytes` as they are and reads everything the server sends until it closes.
    static func exchangeAll(port: Int, _ request: [UInt8]) throws -> [UInt8] {
        guard let fd = Loopback.connect(port: port) else { throw POSIXError(.ECONNREFUSED) }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        Loopback.write(request, to: fd, chunk: 4096, pause: 0)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return bytes
    }

    /// Sends `request` on the open connection `fd` and reads one response, whose body must
    /// have a `Content-Length`; the connection stays open.
    static func request(on fd: Int32, _ request: String) throws -> Response {
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        Loopback.write(Array(request.utf8), to: fd, chunk: 4096, pause: 0)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            if let split = find([13, 10, 13, 10], in: bytes, from: 0) {
                let head = try parse(Array(bytes[..<(split + 4)]))
                if let length = head.headers["content-length"].flatMap({ Int($0) }), bytes.count >= split + 4 + length {
                    return try parse(bytes)
                }
            }
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { throw POSIXError(.ECONNRESET) }
            bytes += buffer[0..<n]
        }
    }

    /// A response from its bytes.
    private static func parse(_ bytes: [UInt8]) throws -> Response {
        guard let split = find([13, 10, 13, 10], in: bytes, from: 0) else { throw POSIXError(.EPROTO) }
        let lines = String(decoding: bytes[..<split], as: UTF8.self).split(separator: "\r\n")
        let status = Int(lines.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            let pair = line.split(separator: ":", maxSplits: 1)
            if pair.count == 2 { headers[pair[0].lowercased()] = pair[1].trimmingCharacters(in: .whitespaces) }
        }
        var content = Array(bytes[(split + 4)...])
        if headers["transfer-encoding"] == "chunked" { content = dechunk(content) }
        return Response(status: status, headers: headers, body: String(decoding: content, as: UTF8.self))
    }

    /// Where `needle` first occurs in `bytes` at or after `from`.
    private static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard bytes.count >= needle.count, from <= bytes.count - needle.count else { return nil }
        return (from...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// The body of a chunked transfer.
    private static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [], at = 0
        while let lineEnd = find([13, 10], in: bytes, from: at),
              let size = Int(String(decoding: bytes[at..<lineEnd], as: UTF8.self), radix: 16), size > 0,
              lineEnd + 2 + size <= bytes.count {
            out += bytes[(lineEnd + 2)..<(lineEnd + 2 + size)]
            at = lineEnd + 2 + size + 2
        }
        return out
    }
}
