import ArgumentParser
import NMEA
import Positioning

/// `fieldfix bench FILE`: streams a log through a processing stage and reports throughput.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure how fast a log goes through the NMEA pipeline.",
        discussion: """
            Streams FILE (or - for standard input) in 1 MiB chunks and prints the number of \
            sentences, the count per sentence type, errors, wall time and sentences per \
            second. --json prints {"sentences", "errors", "byType", "seconds", "sentencesPerSecond"}. \
            The fix stage (the default) also prints fixes and fixes per second ("fixes", \
            "fixesPerSecond"); it does not count sentences per type.
            """
    )

    /// How far each sentence goes. Each stage is one case and one `measure...` function.
    enum Stage: String, ExpressibleByArgument, CaseIterable {
        /// Framing, checksum and typed parsing of every sentence.
        case parse
        /// The whole fix pipeline: parsing, epoch assembly, accuracy and capture gate.
        case fix
    }

    @Argument(help: "The NMEA log to read, or - for standard input.")
    var file: String

    @Option(help: "The stage to measure: \(Stage.allCases.map(\.rawValue).joined(separator: ", ")).")
    var stage: Stage = .fix

    @Flag(help: "Print one JSON object.")
    var json = false

    func run() throws {
        let start = ContinuousClock.now
        var tally: Tally
        switch stage {
        case .parse: tally = try measureParse()
        case .fix: tally = try measureFix()
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

    /// Streams every sentence through ``NMEAPipeline``: assembly into fixes, accuracy and
    /// the capture gate (each fix is assessed; nothing is printed).
    func measureFix() throws -> Tally {
        var pipeline = NMEAPipeline()
        var allowed = 0
        let onUpdate = { (update: LocationUpdate) in
            if update.verdict.isAllowed { allowed += 1 }
        }
        let onError = { (_: NMEAError) in }
        try DecodeCommand.forEachChunk(of: file) { chunk in
            pipeline.feed(chunk)
            pipeline.drain(onUpdate: onUpdate, onError: onError)
        }
        pipeline.finish(onUpdate: onUpdate, onError: onError)
        var tally = Tally()
        tally.sentences = pipeline.sentenceCount
        tally.errors = pipeline.errorCount
        tally.fixes = pipeline.fixCount
        tally.captureAllowed = allowed
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
        /// Fixes assembled (the fix stage only).
        var fixes: Int?
        /// Fixes the capture gate allowed (the fix stage only).
        var captureAllowed: Int?

        /// Counts one sentence of `type`.
        mutating func count(_ type: SentenceType) {
            sentences += 1
            byType[type, default: 0] += 1
        }

        /// Sentences per second.
        var rate: Double { seconds > 0 ? Double(sentences) / seconds : 0 }

        /// Fixes per second.
        var fixRate: Double { seconds > 0 ? Double(fixes ?? 0) / seconds : 0 }

        /// The human-readable report.
        var text: String {
            var lines = ["sentences: \(sentences)", "errors: \(errors)"]
            for (type, count) in byType.sorted(by: { $0.key < $1.key }) { lines.append("  \(type): \(count)") }
            lines.append("seconds: \(seconds)")
            lines.append("sentences/s: \(Int(rate))")
            if let fixes, let captureAllowed {
                lines.insert("fixes: \(fixes) (capture allowed: \(captureAllowed))", at: 2)
                lines.append("fixes/s: \(Int(fixRate))")
            }
            return lines.joined(separator: "\n")
        }

        /// `{"sentences": N, "errors": N, "byType": {...}, "seconds": S, "sentencesPerSecond": R}`.
        var json: String {
            let types = byType.sorted(by: { $0.key < $1.key }).map { "\"\($0.key)\": \($0.value)" }
            let fixFields = fixes.map { ", \"fixes\": \($0), \"fixesPerSecond\": \(fixRate)" } ?? ""
            return "{\"sentences\": \(sentences), \"errors\": \(errors), \"byType\": {\(types.joined(separator: ", "))}, "
                + "\"seconds\": \(seconds), \"sentencesPerSecond\": \(rate)\(fixFields)}"
        }
    }
}
