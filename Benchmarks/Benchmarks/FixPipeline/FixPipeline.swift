import Benchmark
import NMEA
import Positioning
import UBX

/// A sentence with its checksum, from its body between `$` and `*`.
func sentence(_ body: String) -> String {
    let sum = body.utf8.reduce(UInt8(0)) { $0 ^ $1 }
    let hex = String(sum, radix: 16, uppercase: true)
    return "$\(body)*\(hex.count == 1 ? "0" + hex : hex)\r\n"
}

/// Ten one-second epochs of a GNSS receiver: GGA, two GNGSA (GPS and GLONASS), RMC, GST,
/// and a GSV burst of eight satellites (so each fix carries its sky).
let epochs: [UInt8] = Array((0..<10).map { second -> String in
    let time = "1200\(second < 10 ? "0" : "")\(second).00"
    let lat = "4807.\(380 + second)0"
    return sentence("GPGGA,\(time),\(lat),N,01131.0000,E,1,08,0.9,545.\(second),M,46.9,M,,")
        + sentence("GNGSA,A,3,04,05,09,12,24,25,,,,,,,1.8,0.9,1.5,1")
        + sentence("GNGSA,A,3,65,66,72,,,,,,,,,,1.8,0.9,1.5,2")
        + sentence("GPRMC,\(time),A,\(lat),N,01131.0000,E,1.944,84.4,150324,3.1,W,A")
        + sentence("GPGST,\(time),0.9,2.1,1.6,37.2,1.9,1.7,3.1")
        + sentence("GPGSV,2,1,08,04,71,201,4\(second),05,45,112,38,09,33,301,41,12,12,057,29")
        + sentence("GPGSV,2,2,08,24,62,099,44,25,05,270,,26,18,160,33,29,40,030,36")
}.joined().utf8)

/// Ten one-second UBX epochs of a u-blox receiver: NAV-PVT, NAV-DOP, NAV-COV, NAV-EOE.
let ubxEpochs: [UInt8] = (0..<10).flatMap { second -> [UInt8] in
    let iTOW = UInt32(396_000_000 + second * 1000)
    let pvt = NAVPVT(
        iTOW: iTOW, year: 2024, month: 3, day: 15, hour: 14, minute: 0, second: UInt8(second), valid: 0x07,
        fixType: 3, flags: 0x01, numSV: 12, lon: 115_166_667, lat: 481_173_000 + Int32(second), height: 592_300,
        hMSL: 545_400, hAcc: 1_800, vAcc: 3_100, gSpeed: 1_414, headMot: 31_500_000, pDOP: 180)
    let messages: [UBXMessage] = [
        .navPVT(pvt), .navDOP(NAVDOP(iTOW: iTOW, pDOP: 180, vDOP: 150, hDOP: 95)),
        .navCOV(NAVCOV(iTOW: iTOW, positionCovariance: (nn: 4, ne: 0.5, nd: 0, ee: 2, ed: 0, dd: 9))),
        .navEOE(NAVEOE(iTOW: iTOW)),
    ]
    return messages.flatMap { UBXWriter.frame($0)! }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.mallocCountTotal, .throughput, .wallClock],
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 50
    )

    // The whole fix path on a warm pipeline: framing, parsing, epoch assembly, accuracy and
    // the capture gate, 100 fixes fed at once per iteration. The one allocation an
    // iteration makes is the drain's (the closures it hands the visitor are wrapped on the
    // heap, once per drain, whatever the number of fixes); the fixes themselves allocate
    // nothing, so more is a regression. NMEA with the
    // fixes' lists of satellites (what `serve` shows) and without (what `replay` runs:
    // GSV's satellites checked, only counted), then UBX.
    let onePerDrain = Benchmark.Configuration(thresholds: [.mallocCountTotal: .init(absolute: [.p100: 1])])
    pipelineBenchmark("GNSSPipeline 100 epochs (GGA, 2 GSA, RMC, GST, 2 GSV) to LocationUpdates",
                      tenEpochs: epochs, configuration: onePerDrain)
    pipelineBenchmark("GNSSPipeline 100 epochs (GGA, 2 GSA, RMC, GST, 2 GSV), satellites counted, not listed, to LocationUpdates",
                      tenEpochs: epochs, options: ParseOptions(keepsSatellitesInView: false), configuration: onePerDrain)
    pipelineBenchmark("GNSSPipeline 100 UBX epochs (NAV-PVT, DOP, COV, EOE) to LocationUpdates",
                      tenEpochs: ubxEpochs, configuration: onePerDrain)
}

/// Registers a benchmark of a warm pipeline read with `options`, fed `tenEpochs` ten times
/// over (100 fixes) per iteration.
func pipelineBenchmark(
    _ name: String, tenEpochs: [UInt8], options: ParseOptions = ParseOptions(), configuration: Benchmark.Configuration
) {
    Benchmark(name, configuration: configuration) { benchmark in
        var pipeline = GNSSPipeline(options: options)
        var fixes = 0
        let onUpdate = { (update: LocationUpdate) in
            fixes += 1
            blackHole(update)
        }
        let onError = { (error: GNSSError) in blackHole(error) }
        let hundredEpochs = Array(repeating: tenEpochs, count: 10).flatMap { $0 }
        pipeline.feed(hundredEpochs)
        pipeline.drain(onUpdate: onUpdate, onError: onError)   // warm-up: buffers, learned cycle
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            pipeline.feed(hundredEpochs)
            pipeline.drain(onUpdate: onUpdate, onError: onError)
        }
        benchmark.stopMeasurement()
        precondition(fixes >= 100, "the pipeline emitted no fixes")
    }
}
