import NMEA
import Output
import Positioning
import Receivers

/// A fleet file decoded for ``FleetReplay``, as `fieldfix decode` prints it: each chunk read
/// by its own ``GNSSReader`` into a ``DecodeEncoder`` tagged with the file.
public struct DecodeStream: FleetStream {
    private var reader: GNSSReader
    private var encoder: DecodeEncoder
    private var counts = FleetFileSummary(index: 0, path: "")

    /// Creates a stream decoding with `options`, in JSON with `json`, each line tagged with `file`.
    public init(json: Bool, file: String?, options: ParseOptions = ParseOptions()) {
        reader = GNSSReader(options: options)
        encoder = DecodeEncoder(json: json, file: file)
    }

    public mutating func feed(_ chunk: ArraySlice<UInt8>, to output: inout FleetOutput) {
        reader.feed(chunk)
        read(to: &output)
    }

    public mutating func finish(to output: inout FleetOutput) {
        reader.finish()
        read(to: &output)
    }

    private mutating func read(to output: inout FleetOutput) {
        reader.read(into: &encoder)
        encoder.output.withBytes { output.lines += $0 }
        encoder.removeAll()
    }

    public func count(into summary: inout FleetFileSummary) {
        summary.sentences += encoder.sentences
        summary.ubxMessages += encoder.ubxMessages
        summary.errors += encoder.errors
    }
}
