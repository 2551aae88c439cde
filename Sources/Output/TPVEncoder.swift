import Positioning
import TextEncoding

/// Encodes a ``LocationUpdate`` as one line of newline-delimited JSON: the fix stream of
/// `live`, `replay` and the server, in gpsd's TPV vocabulary (docs/vocabulary.md).
///
/// A gpsd name carries gpsd's meaning only. From gpsd's TPV: `class`, `time`, `mode`,
/// `status`, `lat`, `lon`, `altHAE`, `altMSL`, `geoidSep`, `speed`, `track`, `climb`,
/// `magvar`, `epx`, `epy` (GST's longitude and latitude sigmas scaled to 95%, only when the
/// receiver sent GST), `dgpsAge`, `dgpsSta`; from gpsd's SKY, carried in the same line with
/// SKY's meaning: `hdop`, `vdop`, `pdop`, `uSat`, `nSat`. FieldFix's own names follow:
/// `geoidSepSource`, `quality`, `accuracy`, `confidence`, `accuracySource`,
/// `accuracyEstimate`, `accuracyText` (the radius as the line for people writes it, "±3.2 m
/// (68%)", so that no reader rounds it again), `verticalAccuracy`, `accuracyClass`, `captureAllowed`,
/// `captureBlockedCode`, `captureBlockedReason`, `motion`. FieldFix's accuracy radius is
/// not gpsd's `eph`/`epv` (another model, a stated confidence), so those names are not used.
///
/// Unknown values are left out, never written as 0 or NaN. Numbers are written at the
/// precisions of ``Precision``. `time` is ISO 8601 UTC with milliseconds
/// (`2024-03-15T14:30:22.000Z`); when the receiver never told the date it is the time of
/// day alone (`14:30:22.000`).
///
/// ```swift
/// var line = JSONWriter()
/// TPVEncoder.write(update, motion: nil, to: &line)   // {"class":"TPV","time":"…","mode":3,…}
/// ```
public enum TPVEncoder {
    /// GST's sigmas times this are 95% per-axis estimates (the normal distribution's 97.5th
    /// percentile), the certainty gpsd's error estimates are stated at.
    static let sigmaTo95 = 1.959964

    /// The JSON object for one assessed fix, without a trailing newline.
    public static func encode(_ update: LocationUpdate, motion: Motion? = nil) -> String {
        var json = JSONWriter()
        write(update, motion: motion, to: &json)
        return json.text
    }

    /// Writes the JSON object for one assessed fix with the receiver's motion as `motion`
    /// (`stationary`, `moving`, `unknown`; left out when `nil`), without a newline.
    public static func write(_ update: LocationUpdate, motion: Motion?, to json: inout JSONWriter) {
        let fix = update.fix
        json.beginObject()
        json.field("class") { $0.append("TPV") }
        if let time = fix.time { writeTime(time, to: &json) }
        json.field("mode", fix.mode.rawValue)
        json.field("status", fix.quality.gpsdStatus)
        json.field("lat", fix.latitude, places: Precision.degrees)
        json.field("lon", fix.longitude, places: Precision.degrees)
        json.field("altHAE", fix.altitudeHAE, places: Precision.meters)
        json.field("altMSL", fix.altitudeMSL, places: Precision.meters)
        json.field("geoidSep", fix.geoidSeparation, places: Precision.meters)
        name("geoidSepSource", fix.geoidSeparationSource?.rawValue, to: &json)
        json.field("speed", fix.speed, places: Precision.metersPerSecond)
        json.field("track", fix.course, places: Precision.direction)
        json.field("climb", fix.climb, places: Precision.metersPerSecond)
        json.field("magvar", fix.magneticVariation, places: Precision.direction)
        if let ellipse = fix.errorEllipse, ellipse.origin == .gst {
            json.field("epx", ellipse.longitudeSigma.map { $0 * sigmaTo95 }, places: Precision.meters)
            json.field("epy", ellipse.latitudeSigma.map { $0 * sigmaTo95 }, places: Precision.meters)
        }
        json.field("dgpsAge", fix.dgpsAge, places: Precision.seconds)
        json.field("dgpsSta", fix.dgpsStation)
        json.field("hdop", fix.hdop, places: Precision.ratio)
        json.field("vdop", fix.vdop, places: Precision.ratio)
        json.field("pdop", fix.pdop, places: Precision.ratio)
        json.field("uSat", fix.satellitesUsed)
        json.field("nSat", fix.satellitesInView)
        json.field("quality", fix.quality.rawValue)
        if let accuracy = update.horizontalAccuracy {
            json.field("accuracy", accuracy.meters, places: Precision.meters)
            json.field("confidence", accuracy.confidence.probability, places: Precision.ratio)
            name("accuracySource", accuracy.source.rawValue, to: &json)
            name("accuracyEstimate", accuracy.estimate?.rawValue, to: &json)
            json.field("accuracyText") { AccuracyText.appendRadius(accuracy, to: &$0) }
        }
        json.field("verticalAccuracy", update.verticalAccuracy?.meters, places: Precision.meters)
        name("accuracyClass", update.accuracyClass.rawValue, to: &json)
        json.field("captureAllowed", update.verdict.isAllowed)
        name("captureBlockedCode", update.verdict.refusal?.code, to: &json)
        if let refusal = update.verdict.refusal { json.field("captureBlockedReason") { refusal.write(to: &$0) } }
        name("motion", motion?.rawValue, to: &json)
        json.endObject()
    }

    /// Writes a string field that names a case (a raw value, a refusal's code; `nil` is left
    /// out) as text appended in place: ASCII letters the writer then checks in one pass,
    /// rather than a `String` value, which goes through the JSON string escaper.
    @inline(__always)
    private static func name(_ key: StaticString, _ text: String?, to json: inout JSONWriter) {
        guard let text else { return }
        json.field(key) { $0.append(contentsOf: text) }
    }

    /// Writes `"time":"…",` from a stack buffer, without making a `String`. The text is
    /// ASCII digits and `-:.TZ`, nothing to escape. Raw bytes leave the writer expecting no
    /// comma, so the one `mode` (always written next) needs is written here.
    private static func writeTime(_ time: FixTime, to json: inout JSONWriter) {
        json.key("time")
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: FixTime.iso8601Capacity + 3) { buffer in
            buffer[0] = UInt8(ascii: "\"")
            let count = time.writeISO8601(to: UnsafeMutableBufferPointer(rebasing: buffer[1...]))
            buffer[count + 1] = UInt8(ascii: "\"")
            buffer[count + 2] = UInt8(ascii: ",")
            json.raw(UnsafeBufferPointer(rebasing: buffer[..<(count + 3)]))
        }
    }
}
