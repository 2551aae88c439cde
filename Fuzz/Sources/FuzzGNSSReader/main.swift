// Fuzzes the mixed NMEA/UBX reader (UBX framer, UBX decoders, NMEA framer and parsers) and
// the UBX epoch assembly: arbitrary bytes, split into three chunks at points taken from the
// input, must give the same events (stream offsets of UBX errors included) as the whole
// input, and the pipeline never a crash nor an invalid fix.
import CFuzzerDriver
import Glibc
import NMEA
import Positioning
import UBX

enum Event: Equatable {
    case sentence(Sentence)
    case nmeaError(NMEAError)
    case message(UBXMessage)
    case ubxError(UBXError)
}

struct Recorder: GNSSVisitor {
    var events: [Event] = []
    mutating func visit(_ sentence: Sentence) { events.append(.sentence(sentence)) }
    mutating func visit(_ error: NMEAError) { events.append(.nmeaError(error)) }
    mutating func visit(_ message: UBXMessage) { events.append(.message(message)) }
    mutating func visit(_ error: UBXError) { events.append(.ubxError(error)) }
}

func events(of data: UnsafeBufferPointer<UInt8>, splits: [Int]) -> [Event] {
    var reader = GNSSReader()
    var recorder = Recorder()
    var start = 0
    for end in splits + [data.count] where end >= start {
        reader.feed(data[start..<end])
        reader.read(into: &recorder)
        start = end
    }
    reader.finish()
    reader.read(into: &recorder)
    return recorder.events
}

func check(_ update: LocationUpdate) {
    let fix = update.fix
    if let lat = fix.latitude, !(lat.isFinite && abs(lat) <= 90) { fatalError("latitude \(lat)") }
    if let lon = fix.longitude, !(lon.isFinite && abs(lon) <= 180) { fatalError("longitude \(lon)") }
    for value in [fix.altitudeMSL, fix.geoidSeparation, fix.speed, fix.course, fix.climb] {
        if let value, !value.isFinite { fatalError("non-finite value in \(fix)") }
    }
    for accuracy in [update.horizontalAccuracy, update.verticalAccuracy] {
        if let m = accuracy?.meters, !(m.isFinite && m >= 0) { fatalError("accuracy \(m)") }
    }
    if update.verdict.isAllowed, !fix.hasPosition { fatalError("capture allowed on \(update)") }
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let first = size == 0 ? 0 : Int(bytes[0]) * size / 256
    let second = size < 2 ? first : first + Int(bytes[1]) * (size - first) / 256
    let whole = events(of: bytes, splits: [])
    let chunked = events(of: bytes, splits: [first, second])
    if whole != chunked { fatalError("chunking changed the events (splits at \(first), \(second))") }
    var pipeline = GNSSPipeline()
    pipeline.feed(bytes)
    pipeline.drain(onUpdate: check, onError: { _ in })
    pipeline.finish(onUpdate: check, onError: { _ in })
    return 0
})
