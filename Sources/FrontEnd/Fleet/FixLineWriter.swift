import Capture
import Output
import Positioning
import Receivers
import TextEncoding

/// Writes a fleet file's fixes as `fieldfix replay` prints them, for ``FleetReplay``: a TPV
/// JSON line or a line for people per fix, tagged with the file when there are several
/// (a `"file"` member first in JSON, a `FILE: ` prefix in text), and each error as a
/// diagnostic line `PREFIX: FILE: error`. With an ``AutoCapture``, the location it freezes
/// follows its fix: a `"class":"CAPTURE"` object, or `captured (auto): ` and the fix's line.
public struct FixLineWriter: FleetFileWriter, Sendable {
    /// How a fix is written.
    public enum Format: Sendable {
        /// A gpsd TPV object (``TPVEncoder``).
        case tpv
        /// A line for people.
        case text(LocationLineFormatter)
    }

    /// How fixes are written; `nil` writes none (fixes are only counted).
    public var format: Format?
    /// The file each line names, or `nil` for none.
    public var file: String?
    /// What begins each error's diagnostic line (`fieldfix replay`), or `nil` to write no errors.
    public var errorPrefix: String?
    /// The capture session run over the fixes, if any.
    public var autoCapture: AutoCapture?
    /// Whether the last fix written was the one the capture froze.
    public private(set) var captured = false
    private var json = JSONWriter(capacity: 1024)
    private var text = TextBuffer(capacity: 256)

    /// Creates a writer of fixes in `format`, tagged with `file`, whose errors are
    /// diagnostics starting with `errorPrefix`, with an optional capture session.
    public init(format: Format?, file: String? = nil, errorPrefix: String? = nil, autoCapture: AutoCapture? = nil) {
        self.format = format
        self.file = file
        self.errorPrefix = errorPrefix
        self.autoCapture = autoCapture
    }

    public mutating func write(_ update: LocationUpdate, to output: inout FleetOutput) {
        guard let format else { return }
        let location = autoCapture?.feed(update)
        captured = location != nil
        switch format {
        case .tpv:
            json.removeAll()
            tag(&output)
            TPVEncoder.write(update, motion: nil, to: &json)
            json.withBytes { output.lines += file == nil ? $0[...] : $0.dropFirst() }
            if let location {
                output.lines.append(UInt8(ascii: "\n"))
                json.removeAll()
                tag(&output)
                CaptureEncoder.write(location, to: &json)
                json.withBytes { output.lines += file == nil ? $0[...] : $0.dropFirst() }
            }
        case .text(let formatter):
            text.removeAll()
            formatter.write(update, to: &text)
            prefix(&output)
            text.withBytes { output.lines += $0 }
            if location != nil {
                output.lines.append(UInt8(ascii: "\n"))
                prefix(&output)
                output.lines += "captured (auto): ".utf8
                text.withBytes { output.lines += $0 }
            }
        }
        output.lines.append(UInt8(ascii: "\n"))
    }

    /// With a file, begins a text line with `FILE: `.
    private func prefix(_ output: inout FleetOutput) {
        guard let file else { return }
        output.lines += file.utf8
        output.lines += ": ".utf8
    }

    /// With a file, begins a JSON object with the file as its first member (the encoder's
    /// object then follows without its opening brace).
    private mutating func tag(_ output: inout FleetOutput) {
        guard let file else { return }
        json.beginObject()
        json.field("file", file)
        json.raw(UInt8(ascii: ","))
        json.withBytes { output.lines += $0 }
        json.removeAll()
    }

    public mutating func write(_ error: GNSSError, to output: inout FleetOutput) {
        guard let errorPrefix else { return }
        output.diagnostics += (errorPrefix + ": " + (file.map { $0 + ": " } ?? "") + "\(error)\n").utf8
    }
}
