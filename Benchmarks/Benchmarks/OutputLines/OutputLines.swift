import Benchmark
import Output
import Positioning
import TextEncoding

/// A sentence with its checksum, from its body between `$` and `*`.
func sentence(_ body: String) -> String {
    let sum = body.utf8.reduce(UInt8(0)) { $0 ^ $1 }
    let hex = String(sum, radix: 16, uppercase: true)
    return "$\(body)*\(hex.count == 1 ? "0" + hex : hex)\r\n"
}

/// One hundred assessed fixes of a receiver sending GGA, GSA, RMC and GST each second.
let updates: [LocationUpdate] = {
    let bytes = Array((0..<100).map { second -> String in
        let time = "12" + [second / 60, second % 60].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined() + ".00"
        let lat = "4807.\(380 + second)0"
        return sentence("GPGGA,\(time),\(lat),N,01131.0000,E,1,08,0.9,545.4,M,46.9,M,,")
            + sentence("GPGSA,A,3,04,05,09,12,24,25,29,30,,,,,1.8,0.9,1.5")
            + sentence("GPRMC,\(time),A,\(lat),N,01131.0000,E,1.944,84.4,150324,3.1,W,A")
            + sentence("GPGST,\(time),0.9,2.1,1.6,37.2,1.9,1.7,3.1")
    }.joined().utf8)
    var pipeline = GNSSPipeline()
    var updates: [LocationUpdate] = []
    pipeline.feed(bytes)
    pipeline.finish(onUpdate: { updates.append($0) }, onError: { _ in })
    precondition(updates.count == 100, "the pipeline emitted \(updates.count) fixes, not 100")
    return updates
}()

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.mallocCountTotal, .throughput, .wallClock],
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 50
    )
    // The output lines of `replay --json` and `replay`, 100 per iteration into one reused
    // buffer: none allocates (a refusal's reason with numbers in it would; these fixes are
    // allowed), so any allocation fails the run.
    let none = Benchmark.Configuration(thresholds: [.mallocCountTotal: .init(absolute: [.p100: 0])])
    Benchmark("TPVEncoder 100 lines into a reused JSONWriter", configuration: none) { benchmark in
        var json = JSONWriter(capacity: 1 << 16)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            json.removeAll()
            for update in updates {
                TPVEncoder.write(update, motion: nil, to: &json)
                json.raw(UInt8(ascii: "\n"))
            }
            blackHole(json.count)
        }
        benchmark.stopMeasurement()
    }
    Benchmark("LocationLineFormatter 100 lines into a reused buffer", configuration: none) { benchmark in
        let formatter = LocationLineFormatter()
        var text = TextBuffer(capacity: 1 << 16)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            text.removeAll()
            for update in updates {
                formatter.write(update, to: &text)
                text.append(UInt8(ascii: "\n"))
            }
            blackHole(text.count)
        }
        benchmark.stopMeasurement()
    }
}
