/// The text of one NMEA sentence, built field by field; ``line`` adds the checksum and CRLF.
struct SentenceText {
    /// `$` and the fields so far, without the checksum.
    private var text: String

    /// Starts a sentence with its address, such as `GNGGA`.
    init(_ address: String) {
        text = "$" + address
    }

    /// Appends a field (`nil` writes an empty field).
    mutating func field(_ value: String?) {
        text += ","
        text += value ?? ""
    }

    /// The finished sentence: `*hh` (the XOR of the bytes between `$` and `*`) and CRLF.
    var line: String {
        var checksum: UInt8 = 0
        for byte in text.utf8.dropFirst() { checksum ^= byte }
        let digits = Array("0123456789ABCDEF".utf8)
        let hex = String(decoding: [digits[Int(checksum >> 4)], digits[Int(checksum & 15)]], as: UTF8.self)
        return text + "*" + hex + "\r\n"
    }
}
