#if canImport(Glibc)
import Glibc
#endif

/// Name resolution and socket creation for the TCP and UDP sources (`getaddrinfo`).
enum SocketAddress {
    /// Resolves `host:port` and calls `body` with each address until it returns a descriptor.
    ///
    /// - Parameters:
    ///   - host: a name or address; `nil` for the wildcard address (binding).
    ///   - passive: resolve for `bind` rather than `connect`.
    /// - Throws: ``SourceError/Code/unknownHost``, or the last error `body` threw.
    static func withEachAddress(
        host: String?, port: Int, type: Int32, passive: Bool, source: String,
        _ body: (UnsafeMutablePointer<addrinfo>) throws(SourceError) -> Int32
    ) throws(SourceError) -> Int32 {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = type
        hints.ai_flags = passive ? AI_PASSIVE : 0
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            let message = String(cString: gai_strerror(status))
            throw SourceError(.unknownHost, source: source, detail: "cannot resolve \(host ?? "*"): \(message)")
        }
        defer { freeaddrinfo(list) }
        var lastError = SourceError(.connectionFailed, source: source, detail: "no address for \(host ?? "*")")
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let current = entry {
            do {
                return try body(current)
            } catch {
                lastError = error
            }
            entry = current.pointee.ai_next
        }
        throw lastError
    }
}
