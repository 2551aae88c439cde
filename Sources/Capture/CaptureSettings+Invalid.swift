import Positioning
import TextEncoding

extension CaptureSettings {
    /// A setting of ``CaptureSettings`` the capture cannot take, and why; each front end names
    /// the setting as its user wrote it (`--max-accuracy`, `maxAccuracy`).
    public struct Invalid: Error, Hashable, Sendable {
        /// The setting at fault.
        public var setting: Setting
        /// What is wrong with it.
        public var problem: Problem

        /// The settings, to be named by the front end that took them.
        public enum Setting: Hashable, Sendable {
            case maximumAccuracy, acceptsPoorAccuracy, target, average, timeout
        }

        /// What is wrong with a setting.
        public enum Problem: Hashable, Sendable {
            /// Zero, negative or not a number, in these units.
            case notPositive(unit: String)
            /// A gate threshold (metres) above the standard gate without ``CaptureSettings/acceptsPoorAccuracy``.
            case abovePoorGate(Double)
            /// An average outside ``CaptureSettings/averageRange``.
            case outsideAverageRange
            /// A timeout that is not positive or is above ``CaptureSettings/longestTimeout``.
            case outsideTimeoutRange
        }

        /// Creates the error for `setting`.
        public init(_ setting: Setting, _ problem: Problem) {
            self.setting = setting
            self.problem = problem
        }

        /// The message, with each setting called what `name` calls it, such as
        /// "--target must be a positive number of metres".
        public func message(naming name: (Setting) -> String) -> String {
            let subject = name(setting)
            switch problem {
            case let .notPositive(unit):
                return "\(subject) must be a positive number of \(unit)"
            case let .abovePoorGate(gate):
                let gate = DecimalText.string(gate, places: 1, style: .trimmed)
                let standard = DecimalText.string(CapturePolicy.standardMaximumAccuracy, places: 1, style: .trimmed)
                return "\(subject) \(gate) is above the \(standard) m gate: a record could be that far off. "
                    + "Allow it with \(name(.acceptsPoorAccuracy)) (the record keeps the threshold)"
            case .outsideAverageRange:
                let range = CaptureSettings.averageRange
                return "\(subject) must be from \(range.lowerBound) to \(range.upperBound) fixes"
            case .outsideTimeoutRange:
                return "\(subject) must be a positive number of seconds, at most \(Int(CaptureSettings.longestTimeout))"
            }
        }
    }
}
