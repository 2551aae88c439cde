import Output
import ArgumentParser
import Foundation
import NMEA
import Positioning
import Receivers
import UBX

/// `fieldfix bench FILE`: streams a log through a processing stage and reports throughput.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure how fast a log goes through the NMEA and UBX pipeline.",
        discussion: """
            Streams FILE (or - for standard input) in 1 MiB chunks and prints the number of \
            NMEA sentences and UBX messages, the count per type (UBX types as NAV-PVT...), \
            errors, wall time, sentences per second and messages (sentences and UBX \
            messages) per second. --json prints {"sentences", "ubxMessages", "errors", \
            "byType", "seconds", "sentencesPerSecond", "messagesPerSecond"}. \
            The fix stage (the default) also prints fixes and fixes per second ("fixes", \
            "fixesPerSecond").

            With several files (the fix stage), each is an independent stream replayed by \
            FleetReplay on --workers threads (default: the processor count), and bench prints \
            one line per file (fixes, errors, capture verdicts) and the totals; --tpv also \
            encodes every fix as a TPV line, as replay --json does, and counts the bytes.
            """
    )

    /// How far each sentence goes. Each stage is one case and one `measure...` function.
    enum Stage: String, ExpressibleByArgument, CaseIterable {
        /// Framing, checksum and typed parsing of every sentence and UBX message.
        case parse
        /// The whole fix pipeline: parsing, epoch assembly, accuracy and capture gate.
        case fix
    }

    @Argument(help: "The NMEA or UBX logs to read, or - for standard input.")
    var files: [String]

    @Option(help: "With several files: how many are read at once (default: the processor count).")
    var workers: Int?

    @Flag(help: "With several files: also encode each fix as a TPV JSON line.")
    var tpv = false

    /// The one file of a single-stream run.
    var file: String { files[0] }

    func validate() throws {
        if files.isEmpty { throw ValidationError("Give a log to read.") }
        if files.count > 1 && (stage != .fix || json || files.contains("-")) {
            throw ValidationError("Several files go through the fix stage only, as text, and not from standard input.")
        }
        if let workers, workers < 1 { throw ValidationError("--workers must be at least 1.") }
    }

    @Option(help: "How far each sentence goes: parse (framing, checksums, typed fields) or fix (also epoch assembly, accuracy and the capture gate).")
    var stage: Stage = .fix

    @Flag(help: "Print one JSON object.")
    var json = false

    func run() throws {
        if files.count > 1 { return try runFleet() }
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

    /// Frames and parses every sentence and UBX message of the file.
    func measureParse() throws -> Tally {
        let input = try InputFile(file)
        var reader = GNSSReader()
        var tally = Tally()
        while let chunk = try input.read() {
            reader.feed(chunk)
            reader.read(into: &tally)
        }
        reader.finish()
        reader.read(into: &tally)
        return tally
    }

    /// Streams every sentence and UBX message through ``GNSSPipeline``: assembly into
    /// fixes, accuracy and the capture gate (each fix is assessed; nothing is printed),
    /// counting them per type on the way.
    func measureFix() throws -> Tally {
        var pipeline = GNSSPipeline()
        var tally = Tally()
        var allowed = 0
        let onUpdate = { (update: LocationUpdate) in
            if update.verdict.isAllowed { allowed += 1 }
        }
        let onError = { (_: GNSSError) in }
        let input = try InputFile(file)
        while let chunk = try input.read() {
            pipeline.feed(chunk)
            pipeline.drain(observing: &tally, onUpdate: onUpdate, onError: onError)
        }
        pipeline.finish(observing: &tally, onUpdate: onUpdate, onError: onError)
        tally.fixes = pipeline.fixCount
        tally.captureAllowed = allowed
        return tally
    }

    /// Replays every file with ``FleetReplay`` and prints a line per file, then the totals
    /// and the wall time.
    func runFleet() throws {
        let start = ContinuousClock.now
        var replay = FleetReplay(paths: files)
        if let workers { replay.workers = workers }
        var bytes = 0
        var lines: [String] = []
        var total = FleetFileSummary(index: files.count, path: "total")
        var failed = false
        let encode = tpv
        try replay.run(
            writer: { _, _ in FleetTPVWriter(encode: encode) }, deliver: { _, piece in bytes += piece.count },
            finished: { summary in
                lines.append(Self.describe(summary))
                if summary.failure != nil { failed = true }
                total.sentences += summary.sentences
                total.ubxMessages += summary.ubxMessages
                total.errors += summary.errors
                total.fixes += summary.fixes
                total.allowed += summary.allowed
                total.refusals.merge(summary.refusals, uniquingKeysWith: +)
            })
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        lines.append(Self.describe(total))
        lines.append("workers: \(replay.workers)")
        if tpv { lines.append("output bytes: \(bytes)") }
        lines.append("seconds: \(seconds)")
        lines.append("fixes/s: \(Int(seconds > 0 ? Double(total.fixes) / seconds : 0))")
        print(lines.joined(separator: "\n"))
        if failed { throw ExitCode.failure }
    }

    /// `PATH: N sentences, N UBX messages, N errors, N fixes (allowed N, refused N: reason N, ...)`.
    static func describe(_ summary: FleetFileSummary) -> String {
        let reasons = summary.refusals.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        var line = "\(summary.path): \(summary.sentences) sentences, \(summary.ubxMessages) UBX messages, "
            + "\(summary.errors) errors, \(summary.fixes) fixes (allowed \(summary.allowed), refused \(summary.refused)"
            + (reasons.isEmpty ? ")" : ": \(reasons))")
        if let failure = summary.failure { line += "; failed: \(failure)" }
        return line
    }

    /// The per-file writer of a fleet run: a TPV line per fix when `encode`, else nothing.
    struct FleetTPVWriter: FleetFileWriter {
        let encode: Bool
        func write(_ update: LocationUpdate, to output: inout [UInt8]) {
            guard encode else { return }
            output.append(contentsOf: TPVEncoder.encode(update).utf8)
            output.append(UInt8(ascii: "\n"))
        }
        func write(_ error: GNSSError, to output: inout [UInt8]) {}
    }

    /// What a stage counted, and how long it took.
    struct Tally: GNSSVisitor {
        /// Sentences that parsed (typed or raw).
        var sentences = 0
        /// UBX messages whose checksum matched (decoded or not).
        var ubxMessages = 0
        /// UBX messages per type, searched in order as ``rawByType`` is.
        var ubxByType: [(id: UBXMessageID, count: Int)] = []
        /// Error events: rejected sentences, malformed fields, dropped lines.
        var errors = 0
        /// Parsed raw sentences per type: a short list searched in order, cheaper than
        /// hashing for the few dozen types a log holds.
        var rawByType: [(type: SentenceType, count: Int)] = []
        /// Parsed typed sentences per type, in the order of `typedTypes` (inline: no
        /// uniqueness check per count).
        var typed = InlineArray<12, Int>(repeating: 0)
        /// Wall time of the whole stage, file reading included.
        var seconds = 0.0
        /// Fixes assembled (the fix stage only).
        var fixes: Int?
        /// Fixes the capture gate allowed (the fix stage only).
        var captureAllowed: Int?

        /// The typed sentence types, in the order of `typed`.
        static let typedTypes = [GGA.type, RMC.type, GSA.type, GSV.type, GST.type, VTG.type,
                                 GLL.type, ZDA.type, GNS.type, GBS.type, HDT.type, TXT.type]

        /// Counts one sentence (typed ones without hashing). The switch only picks an
        /// index, so the compiler makes it a table lookup instead of a jump per case. Always
        /// inlined: in the parser's branch for each type, the switch folds to a constant.
        @inline(__always)
        mutating func visit(_ sentence: Sentence) {
            sentences += 1
            let index = switch sentence {
            case .gga: 0
            case .rmc: 1
            case .gsa: 2
            case .gsv: 3
            case .gst: 4
            case .vtg: 5
            case .gll: 6
            case .zda: 7
            case .gns: 8
            case .gbs: 9
            case .hdt: 10
            case .txt: 11
            case .raw, .pubx00, .pgrme: 12
            }
            if index < 12 {
                typed[index] += 1
                return
            }
            let type = sentence.type
            if rawByType.last?.type == type {
                rawByType[rawByType.count - 1].count += 1
            } else if let slot = rawByType.firstIndex(where: { $0.type == type }) {
                rawByType[slot].count += 1
            } else {
                rawByType.append((type, 1))
            }
        }

        /// Counts one error.
        mutating func visit(_ error: NMEAError) {
            errors += 1
        }

        /// Counts one UBX message.
        mutating func visit(_ message: UBXMessage) {
            ubxMessages += 1
            let id = message.id
            if ubxByType.last?.id == id {
                ubxByType[ubxByType.count - 1].count += 1
            } else if let slot = ubxByType.firstIndex(where: { $0.id == id }) {
                ubxByType[slot].count += 1
            } else {
                ubxByType.append((id, 1))
            }
        }

        /// Counts one rejected UBX frame or message.
        mutating func visit(_ error: UBXError) {
            errors += 1
        }

        /// Parsed sentences and UBX messages per type name.
        var byType: [String: Int] {
            var all = Dictionary(uniqueKeysWithValues: rawByType.map { ($0.type.description, $0.count) })
            for (index, type) in Tally.typedTypes.enumerated() where typed[index] > 0 { all[type.description] = typed[index] }
            for (id, count) in ubxByType { all[id.description, default: 0] += count }
            return all
        }

        /// Sentences per second.
        var rate: Double { seconds > 0 ? Double(sentences) / seconds : 0 }

        /// Sentences and UBX messages per second.
        var messageRate: Double { seconds > 0 ? Double(sentences + ubxMessages) / seconds : 0 }

        /// Fixes per second.
        var fixRate: Double { seconds > 0 ? Double(fixes ?? 0) / seconds : 0 }

        /// The human-readable report.
        var text: String {
            var lines = ["sentences: \(sentences)", "errors: \(errors)"]
            if ubxMessages > 0 { lines.insert("UBX messages: \(ubxMessages)", at: 1) }
            for (type, count) in byType.sorted(by: { $0.key < $1.key }) { lines.append("  \(type): \(count)") }
            lines.append("seconds: \(seconds)")
            lines.append("sentences/s: \(Int(rate))")
            if ubxMessages > 0 { lines.append("messages/s: \(Int(messageRate))") }
            if let fixes, let captureAllowed {
                lines.insert("fixes: \(fixes) (capture allowed: \(captureAllowed))", at: 2)
                lines.append("fixes/s: \(Int(fixRate))")
            }
            return lines.joined(separator: "\n")
        }

        /// `{"sentences": N, "ubxMessages": N, "errors": N, "byType": {...}, "seconds": S,
        /// "sentencesPerSecond": R, "messagesPerSecond": R}`.
        var json: String {
            let types = byType.sorted(by: { $0.key < $1.key }).map { "\"\($0.key)\": \($0.value)" }
            let fixFields = fixes.map { ", \"fixes\": \($0), \"fixesPerSecond\": \(fixRate)" } ?? ""
            return "{\"sentences\": \(sentences), \"ubxMessages\": \(ubxMessages), \"errors\": \(errors), "
                + "\"byType\": {\(types.joined(separator: ", "))}, \"seconds\": \(seconds), "
                + "\"sentencesPerSecond\": \(rate), \"messagesPerSecond\": \(messageRate)\(fixFields)}"
        }
    }
}
