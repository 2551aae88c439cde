import ArgumentParser

@main
struct FieldFix: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fieldfix",
        abstract: "Trustworthy GNSS field records on Linux.",
        subcommands: [DecodeCommand.self, ReplayCommand.self, LiveCommand.self, BenchCommand.self, SimulateCommand.self, CaptureCommand.self]
    )
}
