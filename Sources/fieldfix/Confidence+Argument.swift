import ArgumentParser
import Positioning

/// `--confidence 68|95`: the confidence level of every accuracy a command prints.
extension Confidence: ExpressibleByArgument {}
