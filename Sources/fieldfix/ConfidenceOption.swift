import ArgumentParser
import Positioning

/// `--confidence 68|95`: the confidence level of every accuracy radius a command prints or
/// compares, read unconditionally like the other numeric options.
struct ConfidenceOption: ParsableArguments {
    @Option(name: .customLong("confidence"), parsing: .unconditional, help: "Confidence level of the accuracy radius: 68 or 95.")
    var level: Confidence = .p68
}

extension Confidence: ExpressibleByArgument {}
