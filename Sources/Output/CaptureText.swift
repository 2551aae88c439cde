import Capture
import FieldStore
import Foundation
import Positioning
import TextEncoding

/// What a capture says to people: why it saved nothing, the location it froze, and how to
/// save a location kept in a recovery file.
public enum CaptureText {
    /// A number of metres or seconds with at most one decimal: "20", "23.4" (``DecimalText``'s rounding).
    public static func number(_ value: Double) -> String {
        DecimalText.string(value, places: 1, style: .trimmed)
    }

    /// A length as a capture says it: "1.3 m", "20 m" (``number(_:)`` and the unit).
    public static func meters(_ value: Double) -> String {
        number(value) + " m"
    }

    /// "no capture: timed out after 120 s; best fix 23.4 m (accuracy 23.4 m >= 20 m); nothing saved".
    public static func failure(_ failure: CaptureFailure) -> String {
        switch failure {
        case let .timedOut(seconds, best):
            return "no capture: timed out after \(number(seconds)) s; \(summary(best)); nothing saved"
        case let .sourceEnded(reason, best):
            return "no capture: \(reason); \(summary(best)); nothing saved"
        case .cancelled:
            return "capture cancelled; nothing saved"
        }
    }

    /// "best fix 23.4 m (accuracy 23.4 m >= 20 m)", or that no fix had a known accuracy.
    private static func summary(_ best: LocationUpdate?) -> String {
        guard let best, let meters = best.horizontalAccuracy?.meters else {
            return "no fix with a known accuracy was seen"
        }
        let why = best.verdict.refusal.map(\.description) ?? "it passed the gate, but the target or the averaging count was not reached in time"
        return "best fix \(number(meters)) m (\(why))"
    }

    /// "48.8583700, 2.2944810 ±8.2 m (68%, receiver), single fix".
    public static func location(_ location: CapturedLocation) -> String {
        let latitude = DecimalText.string(location.latitude, places: 7, style: .fixed)
        let longitude = DecimalText.string(location.longitude, places: 7, style: .fixed)
        var text = "\(latitude), \(longitude) " + AccuracyText.radiusAndSource(location.horizontalAccuracy)
        switch location.method {
        case .single: text += ", single fix"
        case .auto: text += ", auto-captured"
        case let .averaged(count, duration, scatter):
            text += ", mean of \(count) fix\(count == 1 ? "" : "es") over \(number(duration)) s, scatter \(meters(scatter))"
        }
        return text
    }

    /// "saved tree 12: Malus domestica at 48.8583700, 2.2944810 ±8.2 m (68%, receiver), single fix".
    public static func saved(_ record: some DescribedRecord) -> String {
        "saved \(record.summary) at \(location(record.location))"
    }

    /// What a capture says of its frozen location before saving it: that it comes from
    /// `source`, possibly a recording (``originNote(source:origin:location:)``), and that its
    /// gate was raised above the standard one (``raisedGate(_:)``), each when so.
    public static func notes(_ location: CapturedLocation, origin: LocationOrigin?, source: String) -> [String] {
        [originNote(source: source, origin: origin, location: location),
         location.maximumAccuracy > CapturePolicy.standardMaximumAccuracy ? raisedGate(location.maximumAccuracy) : nil].compactMap { $0 }
    }

    /// The warning that the gate was raised above the standard one to `gate` metres; the
    /// record keeps it.
    public static func raisedGate(_ gate: Double) -> String {
        "warning: the gate was raised to \(number(gate)) m (--accept-poor-accuracy); the record keeps this threshold"
    }

    /// A note that the location comes from a source that may be a recording (`nil` for a
    /// live receiver): its fix time is the source's, not the record's creation time.
    public static func originNote(source: String, origin: LocationOrigin?, location: CapturedLocation) -> String? {
        guard let origin, origin.mayBeRecorded else { return nil }
        return "note: this location comes from \(source), possibly a recording, not a live receiver"
            + (location.time.map { "; its fix time \($0.iso8601) is the source's, the record's creation time is now" } ?? "")
            + "; the record keeps source \(origin.rawValue)"
    }

    /// The lines that say where an unsaved record was kept (the recovery file at `path`) and
    /// the command that saves it into the store at `storePath` (with `--accept-poor-accuracy`
    /// when the location is not under the standard gate), then each photo in `photosLeftOut`,
    /// which could not be kept.
    public static func recovery(path: String, photosLeftOut: [String], location: CapturedLocation, storePath: String) -> [String] {
        let accept = location.horizontalAccuracy.meters >= CapturePolicy.standardMaximumAccuracy ? " --accept-poor-accuracy" : ""
        return ["the record is kept in \(path); once the cause is fixed, save it with:\n"
            + "  fieldfix import \(shellQuoted(path)) --store \(shellQuoted(storePath))\(accept)"]
            + photosLeftOut.map { "photo \($0) could not be kept with it" }
    }

    /// `text` as one shell word: as is when it holds only safe characters, else in single quotes.
    public static func shellQuoted(_ text: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+:,=@%")
        return !text.isEmpty && text.allSatisfy(safe.contains) ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
