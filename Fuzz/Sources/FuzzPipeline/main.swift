// Fuzzes the whole fix pipeline (framer, parsers, epoch assembler, accuracy engine, gate):
// never a crash, and never an invalid fix (a position out of range, a NaN, a negative or
// infinite accuracy, capture allowed without a known accuracy under the limit).
import CFuzzerDriver
import Glibc
import NMEA
import Positioning

func check(_ update: LocationUpdate) {
    let fix = update.fix
    if let lat = fix.latitude, !(lat.isFinite && abs(lat) <= 90) { fatalError("latitude \(lat)") }
    if let lon = fix.longitude, !(lon.isFinite && abs(lon) <= 180) { fatalError("longitude \(lon)") }
    for accuracy in [update.horizontalAccuracy, update.verticalAccuracy] {
        if let m = accuracy?.meters, !(m.isFinite && m >= 0) { fatalError("accuracy \(m)") }
    }
    if update.verdict.isAllowed {
        guard fix.hasPosition, let m = update.horizontalAccuracy?.meters, m < CapturePolicy.default.maximumAccuracy
        else { fatalError("capture allowed on \(update)") }
    }
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    var pipeline = GNSSPipeline()
    pipeline.feed(UnsafeBufferPointer(start: data, count: size))
    pipeline.drain(onUpdate: check, onError: { _ in })
    pipeline.finish(onUpdate: check, onError: { _ in })
    return 0
})
