/// One change of a corrections link's state, with the words a person reads. Its text never
/// holds a password.
public struct NTRIPStatus: Hashable, Sendable, CustomStringConvertible {
    public var state: NTRIPState
    /// Why the link left streaming or could not reach it; set for ``NTRIPState/stalled``
    /// and ``NTRIPState/backoff``.
    public var problem: NTRIPProblem?
    /// What happened, in words (`no mountpoint MOUNT on the caster: it answered with its sourcetable`).
    public var message: String
    /// Seconds until the next attempt, in ``NTRIPState/backoff``.
    public var retryIn: Double?

    public init(state: NTRIPState, problem: NTRIPProblem? = nil, message: String, retryIn: Double? = nil) {
        self.state = state
        self.problem = problem
        self.message = message
        self.retryIn = retryIn
    }

    public var description: String { message }
}
