import ArgumentParser
import NMEA

/// `fieldfix bench FILE`: streams a log through a processing stage and reports throughput.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure how fast a log goes through the NMEA pipeline.",
        discussion: """
            Streams FILE (or - for standard input) in 1 MiB chunks and prints the number of \
            sentences, the count per sentence type, errors, wall time and sentences per \
            second. --json prints {"sentences", "errors", "byType", "seconds", "sentencesPerSecond"}.
            """
    )

    /// How far each sentence goes. Each stage is one case and one `measure...` function.
    enum Stage: String, ExpressibleByArgument, CaseIterable {
        /// Framing, checksum and typed parsing of every sentence.
        case parse
    }

    @Argument(help: "The NMEA log to read, or - for standard input.")
    var file: String

    @Option(help: "The stage to measure: \(Stage.allCases.map(\.rawValue).joined(separator: ", ")).")
    var stage: Stage = .parse

    @Flag(help: "Print one JSON object.")
    var json = false

    func run() throws {
        let start = ContinuousClock.now
        var tally: Tally
        switch stage {
        case .parse: tally = try measureParse()
        }
        let elapsed = ContinuousClock.now - start
        tally.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        print(json ? tally.json : tally.text)
    }

    /// Frames and parses every sentence of the file.
    func measureParse() throws -> Tally {
        var reader = NMEAReader()
        var tally = Tally()
        func drain() {
            while let event = reader.next() {
                switch event {
                case .sentence(let sentence): tally.count(sentence.type)
                case .error: tally.errors += 1
                }
            }
        }
        try DecodeCommand.forEachChunk(of: file) { chunk in
            reader.feed(chunk)
            drain()
        }
        reader.finish()
        drain()
        return tally
    }

    /// What a stage counted, and how long it took.
    struct Tally {
        /// Sentences that parsed (typed or raw).
        var sentences = 0
        /// Error events: rejected sentences, malformed fields, dropped lines.
        var errors = 0
        /// Parsed sentences per type.
        var byType: [SentenceType: Int] = [:]
        /// Wall time of the whole stage, file reading included.
        var seconds = 0.0

        /// Counts one sentence of `type`.
        mutating func count(_ type: SentenceType) {
            sentences += 1
            byType[type, default: 0] += 1
        }

        /// Sentences per second.
        var rate: Double { seconds > 0 ? Double(sentences) / seconds : 0 }

        /// The human-readable report.
        var text: String {
            var lines = ["sentences: \(sentences)", "errors: \(errors)"]
            for (type, count) in byType.sorted(by: { $0.key < $1.key }) { lines.append("  \(type): \(count)") }
            lines.append("seconds: \(seconds)")
            lines.append("sentences/s: \(Int(rate))")
            return lines.joined(separator: "\n")
        }

        /// `{"sentences": N, "errors": N, "byType": {...}, "seconds": S, "sentencesPerSecond": R}`.
        var json: String {
            let types = byType.sorted(by: { $0.key < $1.key }).map { "\"\($0.key)\": \($0.value)" }
            return "{\"sentences\": \(sentences), \"errors\": \(errors), \"byType\": {\(types.joined(separator: ", "))}, "
                + "\"seconds\": \(seconds), \"sentencesPerSecond\": \(rate)}"
        }
    }
}
