import Positioning
import TextEncoding

/// Formats a ``LocationUpdate`` as one line for people, as `fieldfix replay` and
/// `fieldfix live` print it:
///
/// ```
/// 2024-03-15T14:30:22.000Z  -37.7847883 175.3148967  ±3.2 m (68%) Excellent  sats 8/12  HDOP 1.1  autonomous 3D  capture allowed
/// 14:30:23.000  no position  ±? m Unknown  sats 0/5  no fix  capture refused: no fix
/// 2024-03-15T14:30:24.000Z  -37.7847883 175.3148967  ±3.1 m (68%) Excellent  sats 8/12  HDOP 1.1  autonomous 3D  stationary  capture allowed
/// ```
///
/// With ``colored`` set, the accuracy and class are coloured with ANSI escapes by
/// ``AccuracyClass/colored(_:)``; the caller decides (terminal, `NO_COLOR`).
public struct LocationLineFormatter: Sendable {
    /// Whether to colour the accuracy class with ANSI escape sequences.
    public var colored: Bool

    /// Creates a formatter; plain text unless `colored`.
    public init(colored: Bool = false) {
        self.colored = colored
    }

    /// The line for one assessed fix, without a trailing newline.
    public func format(_ update: LocationUpdate) -> String {
        format(update, motion: nil, speed: nil)
    }

    /// The line for one assessed fix with the receiver's motion before the verdict, as
    /// `fieldfix live` prints it: "stationary", "moving 1.4 m/s" or "motion unknown".
    ///
    /// - Parameters:
    ///   - motion: the motion from a ``MotionDetector``; `nil` leaves it out.
    ///   - speed: the detector's speed, metres per second, shown when moving.
    public func format(_ update: LocationUpdate, motion: Motion?, speed: Double?) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(160)
        write(update, motion: motion, speed: speed, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``format(_:motion:speed:)``'s line as UTF-8, without a trailing newline: a
    /// stream of lines written into one reused buffer allocates nothing per line (except
    /// a refusal's reason with numbers in it).
    public func write(_ update: LocationUpdate, motion: Motion? = nil, speed: Double? = nil, to bytes: inout [UInt8]) {
        let fix = update.fix
        if let time = fix.time {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: FixTime.iso8601Capacity) { buffer in
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<time.writeISO8601(to: buffer)]))
            }
        } else {
            bytes.append(contentsOf: "--:--:--.---".utf8)
        }
        let separator = "  ".utf8
        bytes.append(contentsOf: separator)
        if let lat = fix.latitude, let lon = fix.longitude {
            appendFixed(lat, places: 7, to: &bytes)
            bytes.append(UInt8(ascii: " "))
            appendFixed(lon, places: 7, to: &bytes)
        } else {
            bytes.append(contentsOf: "no position".utf8)
        }
        bytes.append(contentsOf: separator)
        AccuracyText.appendGraded(update.horizontalAccuracy, update.accuracyClass, colored: colored, to: &bytes)
        bytes.append(contentsOf: "  sats ".utf8)
        Self.append(fix.satellitesUsed, to: &bytes)
        bytes.append(UInt8(ascii: "/"))
        Self.append(fix.satellitesInView, to: &bytes)
        if let hdop = fix.hdop {
            bytes.append(contentsOf: "  HDOP ".utf8)
            appendFixed(hdop, places: 1, to: &bytes)
        }
        bytes.append(contentsOf: separator)
        if fix.mode == .noFix {
            bytes.append(contentsOf: "no fix".utf8)
        } else {
            bytes.append(contentsOf: fix.quality.label.utf8)
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: fix.mode.label.utf8)
        }
        switch motion {
        case .stationary: bytes.append(contentsOf: "  stationary".utf8)
        case .moving:
            bytes.append(contentsOf: "  moving".utf8)
            if let speed {
                bytes.append(UInt8(ascii: " "))
                appendFixed(speed, places: 1, to: &bytes)
                bytes.append(contentsOf: " m/s".utf8)
            }
        case .unknown: bytes.append(contentsOf: "  motion unknown".utf8)
        case nil: break
        }
        if let refusal = update.verdict.refusal {
            bytes.append(contentsOf: "  capture refused: ".utf8)
            bytes.append(contentsOf: refusal.description.utf8)
        } else {
            bytes.append(contentsOf: "  capture allowed".utf8)
        }
    }

    /// A count, or `?` when unknown.
    private static func append(_ count: Int?, to bytes: inout [UInt8]) {
        if let count { DecimalText.append(count, to: &bytes) } else { bytes.append(UInt8(ascii: "?")) }
    }

    /// A value with exactly `places` decimals ("-37.7847883"), as ``DecimalText`` rounds it.
    static func decimal(_ value: Double, places: Int) -> String {
        DecimalText.string(value, places: places, style: .fixed)
    }
}
