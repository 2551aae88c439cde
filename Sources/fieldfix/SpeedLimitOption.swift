import ArgumentParser
import Output

/// `--max-speed M/S|none`: the fastest the receiver may move for a capture, shared by
/// `capture` (which refuses faster fixes), `live` and `replay` (whose verdicts then say
/// the same).
///
/// The default, 2 m/s, is faster than a careful walk (about 1 to 1.5 m/s) and slower than a
/// jog or a bicycle: a record is not taken from a moving car by mistake, while walking up to
/// a tree is not refused. `none` turns the limit off. A fix without a speed is not judged
/// by it (see `CaptureGate`).
struct SpeedLimitOption: ParsableArguments {
    /// A limit in metres per second, or none.
    struct Limit: ExpressibleByArgument, Equatable {
        /// The default limit: 2 m/s.
        static let walking = Limit(metersPerSecond: 2)

        /// The limit, metres per second; `nil` for none.
        let metersPerSecond: Double?

        init(metersPerSecond: Double?) { self.metersPerSecond = metersPerSecond }

        /// Parses `none` or a positive number of metres per second.
        init?(argument: String) {
            if argument.lowercased() == "none" { self.init(metersPerSecond: nil); return }
            guard let value = Double(argument), value.isFinite, value > 0 else { return nil }
            self.init(metersPerSecond: value)
        }

        var defaultValueDescription: String { metersPerSecond.map(CaptureText.number) ?? "none" }
    }

    @Option(name: .customLong("max-speed"), parsing: .unconditional, help: ArgumentHelp(
        "Refuse capture while moving faster than this, metres per second (a positive number, or none for no limit).",
        valueName: "M/S"))
    var maxSpeed: Limit = .walking

    /// The limit for ``Positioning/CapturePolicy/maximumSpeed``.
    var metersPerSecond: Double? { maxSpeed.metersPerSecond }
}
