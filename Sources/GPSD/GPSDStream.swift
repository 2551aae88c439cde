import NMEA
import Positioning

/// Turns what gpsd sends on one connection into fixes. Pure: no I/O, no clock.
///
/// The source asks gpsd for its JSON reports and for the device's own packets (see
/// ``GPSDRelay``). The packets go through the same ``GNSSPipeline`` (NMEA and u-blox UBX) as
/// a receiver read directly, so for every device FieldFix can read, the gpsd path and the
/// direct path give the same fixes, accuracy and verdict by construction: the same bytes,
/// the same epoch rule, the same engine. gpsd's TPV, SKY and GST reports (merged by ``GPSDEpochMerger``)
/// are the fallback for devices whose packets FieldFix cannot read (binary protocols other
/// than UBX: SiRF, Garmin binary, ...).
///
/// The rule: once a relayed packet has been read (an NMEA sentence or a UBX message whose
/// checksum is good), the relayed packets are the only source of fixes until the device
/// goes away. gpsd relays a
/// packet before the reports it made of it, so a readable device is recognised before its
/// first report, and no epoch comes from both.
struct GPSDStream: Sendable {
    private let options: ParseOptions
    private var pipeline: GNSSPipeline
    private var merger = GPSDEpochMerger()
    private var relayedBytes: [UInt8] = []

    /// A stream whose relayed packets are read with `options`.
    init(options: ParseOptions = ParseOptions()) {
        self.options = options
        pipeline = GNSSPipeline(options: options)
    }

    /// Whether fixes come from the device's relayed packets rather than gpsd's reports.
    var readsRelayedPackets: Bool { pipeline.sentenceCount > 0 || pipeline.ubxMessageCount > 0 }

    /// Takes one relayed packet (a line of gpsd's output); calls `emit` with each epoch it completed.
    mutating func relayed(line: UnsafeRawBufferPointer, emit: (Fix) -> Void) {
        relayedBytes.removeAll(keepingCapacity: true)
        guard GPSDRelay.append(line: line, to: &relayedBytes) else { return }
        pipeline.feed(relayedBytes)
        pipeline.drain(onFix: { emit($0) }, onError: { _ in })
        if readsRelayedPackets { _ = merger.flush() }
    }

    /// Takes one of gpsd's reports; calls `emit` with the epoch it completed, if any.
    mutating func receive(_ message: GPSDMessage, emit: (Fix) -> Void) {
        let completed = merger.receive(message)
        if !readsRelayedPackets, let completed { emit(completed) }
    }

    /// Ends the reports' held epoch (the line went quiet).
    mutating func flushReports(emit: (Fix) -> Void) {
        if let held = merger.flush(), !readsRelayedPackets { emit(held) }
    }

    /// Ends everything held: the device went away or the connection closed. The stream
    /// starts afresh for the next device.
    mutating func finish(emit: (Fix) -> Void) {
        pipeline.finish(onFix: { emit($0) }, onError: { _ in })
        flushReports(emit: emit)
        self = GPSDStream(options: options)
    }
}
