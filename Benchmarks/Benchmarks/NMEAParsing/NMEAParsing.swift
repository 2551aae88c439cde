import Benchmark
import NMEA

/// One real sentence of each type that must parse without a heap allocation.
let zeroAllocationVectors: [(type: String, text: String)] = [
    ("GGA", "$GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,*47"),
    ("RMC", "$GNRMC,001031.00,A,4404.13993,N,12118.86023,W,0.146,,100117,,,A,V*01"),
    ("GSA", "$GNGSA,A,3,80,71,73,79,69,,,,,,,,1.83,1.09,1.47,2*09"),
    ("GST", "$GPGST,024603.00,3.2,6.6,4.7,47.3,5.8,5.6,22.0*58"),
    ("VTG", "$GPVTG,054.7,T,034.4,M,005.5,N,010.2,K,A*25"),
    ("GLL", "$GPGLL,4916.45,N,12311.12,W,225444,A,A*5C"),
    ("ZDA", "$GPZDA,201530.00,04,07,2002,00,00*60"),
    ("GNS", "$GNGNS,014035.00,4332.69262,S,17235.48549,E,RRAN,13,0.9,25.63,11.24,,,V*05"),
]

/// The metrics: heap allocations (the claim to prove) and throughput.
let metrics: [BenchmarkMetric] = [.mallocCountTotal, .throughput, .wallClock]

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: metrics,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 50
    )

    for vector in zeroAllocationVectors {
        // Fails the run (exit code) when parsing 1,000 sentences allocates anything.
        let zero = Benchmark.Configuration(thresholds: [.mallocCountTotal: .init(absolute: [.p100: 0])])
        Benchmark("Sentence(parsing:) \(vector.type)", configuration: zero) { benchmark in
            let bytes = Array(vector.text.utf8)
            let parsed = try Sentence(parsing: bytes.span)
            precondition(parsed.type.description == vector.type && parsed.invalidFields.isEmpty, "bad vector \(vector.text)")
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try Sentence(parsing: bytes.span))
            }
        }
    }

    // The reader on a stream of the same sentences, fed in 4 KiB chunks: framing,
    // checksums and parsing, with its buffer reused from chunk to chunk.
    Benchmark("NMEAReader.next() stream of typed sentences") { benchmark in
        let line = zeroAllocationVectors.map { $0.text + "\r\n" }.joined()
        let stream = Array(String(repeating: line, count: 400).utf8)
        var reader = NMEAReader()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for start in stride(from: 0, to: stream.count, by: 4096) {
                reader.feed(stream[start..<min(start + 4096, stream.count)])
                while let event = reader.next() { blackHole(event) }
            }
        }
    }
}
