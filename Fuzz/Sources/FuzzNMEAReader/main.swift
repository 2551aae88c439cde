// Fuzzes the framer and every sentence parser: arbitrary bytes, split into two chunks at a
// point taken from the input, must give the same events as the whole input, never a crash.
import CFuzzerDriver
import Glibc
import NMEA

func events(of data: UnsafeBufferPointer<UInt8>, splitAt split: Int) -> [NMEAEvent] {
    var reader = NMEAReader()
    var out: [NMEAEvent] = []
    reader.feed(data[..<split])
    while let event = reader.next() { out.append(event) }
    reader.feed(data[split...])
    reader.finish()
    while let event = reader.next() { out.append(event) }
    return out
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let split = size == 0 ? 0 : Int(bytes[0]) % (size + 1)
    let whole = events(of: bytes, splitAt: size)
    let chunked = events(of: bytes, splitAt: split)
    if whole != chunked { fatalError("chunking changed the events (split at \(split))") }
    return 0
})
