/// Standard base64 (RFC 4648, with padding), for Basic authentication.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encoded(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group: UInt32 = 0
            for offset in 0..<3 { group = group << 8 | UInt32(offset < count ? bytes[index + offset] : 0) }
            for position in 0..<4 {
                if position <= count {
                    out.append(alphabet[Int(group >> UInt32(18 - 6 * position) & 0x3F)])
                } else {
                    out.append(UInt8(ascii: "="))
                }
            }
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}
