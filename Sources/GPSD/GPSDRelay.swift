/// The device's own bytes, recovered from the packets gpsd relays with `"raw":1`.
///
/// gpsd copies a textual packet (an NMEA sentence) as it came, and writes a binary packet
/// (UBX, SiRF...) as one line of lowercase hex digits, two per byte. Pure and
/// allocation-free once `bytes` has grown to the longest packet.
enum GPSDRelay {
    /// Appends the bytes of one relayed line to `bytes`: a sentence with its CR LF
    /// restored, or a binary packet's bytes. Returns `false`, appending nothing, for a line
    /// that is neither (an empty line, hex digits of odd count).
    static func append(line: UnsafeRawBufferPointer, to bytes: inout [UInt8]) -> Bool {
        var end = line.count
        while end > 0, line[end - 1] == UInt8(ascii: "\n") || line[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        guard end > 0 else { return false }
        let first = line[0]
        if first == UInt8(ascii: "$") || first == UInt8(ascii: "!") {
            bytes.append(contentsOf: line[..<end])
            bytes.append(UInt8(ascii: "\r"))
            bytes.append(UInt8(ascii: "\n"))
            return true
        }
        guard end % 2 == 0 else { return false }
        let start = bytes.count
        var index = 0
        while index < end {
            guard let high = hexValue(line[index]), let low = hexValue(line[index + 1]) else {
                bytes.removeSubrange(start...)
                return false
            }
            bytes.append(high << 4 | low)
            index += 2
        }
        return true
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return digit - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
