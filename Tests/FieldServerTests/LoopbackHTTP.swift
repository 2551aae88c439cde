import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP/1.1 client over a real loopback socket, one request per connection.
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
        guard let fd = Loopback.connect(port: port) else { throw POSIXError(.ECONNREFUSED) }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        let body = Array((json ?? "").utf8)
        if json != nil { head += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n" }
        Loopback.write(Array((head + "\r\n").utf8) + body, to: fd, chunk: 4096, pause: 0)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { throw POSIXError(.EPROTO) }
        let lines = text[..<split.lowerBound].split(separator: "\r\n")
        let status = Int(lines.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            let pair = line.split(separator: ":", maxSplits: 1)
            if pair.count == 2 { headers[pair[0].lowercased()] = pair[1].trimmingCharacters(in: .whitespaces) }
        }
        var content = String(text[split.upperBound...])
        if headers["transfer-encoding"] == "chunked" { content = dechunk(content) }
        return Response(status: status, headers: headers, body: content)
    }

    /// The body of a chunked transfer.
    private static func dechunk(_ text: String) -> String {
        var rest = Substring(text), out = ""
        while let line = rest.range(of: "\r\n"), let size = Int(rest[..<line.lowerBound], radix: 16), size > 0 {
            let start = line.upperBound
            let utf8 = rest.utf8
            let end = utf8.index(start, offsetBy: size)
            out += String(rest[start..<end])
            rest = rest[end...].dropFirst(2)
        }
        return out
    }
}
