import Positioning

extension CaptureSession {
    /// How a session captures: the gate, auto-capture and its target, averaging, timeout.
    public struct Configuration: Hashable, Sendable {
        /// The gate every captured fix (and every averaged sample) must pass.
        public var policy: CapturePolicy
        /// Whether to capture by itself as soon as a fix reaches ``target``.
        public var autoCapture: Bool
        /// The accuracy auto-capture waits for, metres: a fix reaches it when the gate allows
        /// it and its horizontal accuracy is strictly under the target. `nil` means the gate's
        /// own threshold (`policy.maximumAccuracy`).
        public var target: Double?
        /// When set, capture averages passing fixes instead of freezing one.
        public var averaging: Averager.Goal?
        /// The longest the session may run, seconds from `start` (event times), or `nil`
        /// for no limit. It does not apply once a location is frozen.
        public var timeout: Double?

        /// Creates a configuration; by default manual single-fix capture under the default
        /// policy, with no timeout.
        public init(
            policy: CapturePolicy = .default, autoCapture: Bool = false, target: Double? = nil,
            averaging: Averager.Goal? = nil, timeout: Double? = nil
        ) {
            self.policy = policy
            self.autoCapture = autoCapture
            self.target = target
            self.averaging = averaging
            self.timeout = timeout
        }

        /// Whether an update reaches the auto-capture target: allowed by the gate and, when a
        /// target is set, with a horizontal accuracy strictly under it.
        public func reachesTarget(_ update: LocationUpdate) -> Bool {
            guard update.verdict.isAllowed, let meters = update.horizontalAccuracy?.meters else { return false }
            guard let target else { return true }
            return meters < target
        }
    }
}
