/// The bytes a simulated receiver sends for each epoch: NMEA sentences, u-blox UBX
/// messages, or both (the NMEA first, as a u-blox receiver with both outputs on).
public struct ReceiverOutput: Hashable, Sendable {
    /// What the receiver sends.
    public enum Format: String, CaseIterable, Sendable {
        /// NMEA 0183 sentences.
        case nmea
        /// u-blox UBX binary messages: NAV-PVT, NAV-DOP, NAV-COV and NAV-EOE.
        case ubx
        /// Both, NMEA first.
        case both
    }

    /// What the receiver sends.
    public var format: Format
    private let nmea: EpochWriter
    private let ubx = UBXEpochWriter()

    /// Creates the output in `format`, with the NMEA sentence types `sentences`.
    public init(format: Format, sentences: Set<SentenceKind> = SentenceKind.standard) {
        self.format = format
        nmea = EpochWriter(kinds: sentences)
    }

    /// The bytes sent for `epoch`.
    public func bytes(for epoch: SimulatedEpoch) -> [UInt8] {
        switch format {
        case .nmea: Array(nmea.text(for: epoch).utf8)
        case .ubx: ubx.bytes(for: epoch)
        case .both: Array(nmea.text(for: epoch).utf8) + ubx.bytes(for: epoch)
        }
    }
}
