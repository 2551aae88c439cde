#if canImport(Glibc)
import Glibc
#endif

/// This machine's addresses on its networks, for a URL another device can open when the
/// server listens on every address (`0.0.0.0` or `::`), where the listening address itself
/// is no place to go.
enum LocalAddress {
    /// The IPv4 addresses of the interfaces that are up, loopback left out, in the system's order.
    static func ipv4() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        var addresses: [String] = []
        for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
            let flags = Int32(entry.pointee.ifa_flags)
            guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                  flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0 else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            var ipv4 = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
            if inet_ntop(AF_INET, &ipv4, &text, socklen_t(text.count)) != nil {
                addresses.append(String(decoding: text.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self))
            }
        }
        return addresses
    }
}
