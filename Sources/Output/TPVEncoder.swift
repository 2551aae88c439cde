import Positioning

/// Encodes a ``LocationUpdate`` as one line of newline-delimited JSON: the output contract
/// of `design.md`.
///
/// Fields gpsd has keep gpsd's names (TPV: `class`, `time`, `mode`, `status`, `lat`, `lon`,
/// `altHAE`, `altMSL`, `geoidSep`, `speed`, `track`, `climb`, `magvar`, `eph`, `epv`,
/// `dgpsAge`, `dgpsSta`; SKY: `hdop`, `vdop`, `pdop`, `uSat`, `nSat`), then FieldFix's own:
/// `geoidSepSource` (`receiver` or `egm96`: where `geoidSep` comes from), `quality`,
/// `accuracy`, `confidence`, `accuracySource`, `accuracyEstimate` (which of the receiver's
/// estimates other than GST: `gbs`, `ublox`, `garmin`; left out for GST and the DOP model),
/// `verticalAccuracy`, `accuracyClass`, `captureAllowed`, `captureBlockedCode`,
/// `captureBlockedReason`.
/// Unknown values are left out, never written as 0 or NaN. `eph` and `epv` repeat
/// `accuracy` and `verticalAccuracy` for gpsd clients, at the same confidence.
///
/// `altHAE` (altitude plus geoid separation), `climb` (a difference of altitudes) and a
/// `geoidSep` interpolated in the EGM96 grid are derived, so they are rounded to 0.1 mm to
/// drop the binary noise of the arithmetic.
///
/// `time` is ISO 8601 UTC with milliseconds (`2024-03-15T14:30:22.000Z`); when the receiver
/// never told the date it is the time of day alone (`14:30:22.000`).
///
/// ```swift
/// let line = TPVEncoder.encode(update)   // {"class":"TPV","time":"…","mode":3,…}
/// ```
public enum TPVEncoder {
    /// The JSON object for one assessed fix, without a trailing newline.
    ///
    /// - Complexity: O(1); allocates the returned string.
    public static func encode(_ update: LocationUpdate) -> String {
        encode(update, motion: nil)
    }

    /// The JSON object for one assessed fix with the receiver's motion as `motion`
    /// (`stationary`, `moving`, `unknown`; left out when `nil`), as `fieldfix live` writes it.
    ///
    /// - Complexity: O(1); allocates the returned string.
    public static func encode(_ update: LocationUpdate, motion: Motion?) -> String {
        let fix = update.fix
        var json = JSONObjectWriter()
        json.field("class", "TPV")
        json.field("time", fix.time?.iso8601)
        json.field("mode", fix.mode.rawValue)
        json.field("status", fix.quality.gpsdStatus)
        json.field("lat", fix.latitude)
        json.field("lon", fix.longitude)
        json.field("altHAE", fix.altitudeHAE.map(tenthOfMillimetre))
        json.field("altMSL", fix.altitudeMSL)
        json.field("geoidSep", fix.geoidSeparationSource == .egm96 ? fix.geoidSeparation.map(tenthOfMillimetre) : fix.geoidSeparation)
        json.field("geoidSepSource", fix.geoidSeparationSource?.rawValue)
        json.field("speed", fix.speed)
        json.field("track", fix.course)
        json.field("climb", fix.climb.map(tenthOfMillimetre))
        json.field("magvar", fix.magneticVariation)
        json.field("eph", update.horizontalAccuracy?.meters)
        json.field("epv", update.verticalAccuracy?.meters)
        json.field("dgpsAge", fix.dgpsAge)
        json.field("dgpsSta", fix.dgpsStation)
        json.field("hdop", fix.hdop)
        json.field("vdop", fix.vdop)
        json.field("pdop", fix.pdop)
        json.field("uSat", fix.satellitesUsed)
        json.field("nSat", fix.satellitesInView)
        json.field("quality", fix.quality.rawValue)
        if let accuracy = update.horizontalAccuracy {
            json.field("accuracy", accuracy.meters)
            json.field("confidence", accuracy.confidence.probability)
            json.field("accuracySource", accuracy.source.rawValue)
            json.field("accuracyEstimate", accuracy.estimate?.rawValue)
        }
        json.field("verticalAccuracy", update.verticalAccuracy?.meters)
        json.field("accuracyClass", update.accuracyClass.rawValue)
        json.field("captureAllowed", update.verdict.isAllowed)
        json.field("captureBlockedCode", update.verdict.refusal?.code)
        json.field("captureBlockedReason", update.verdict.refusal?.description)
        json.field("motion", motion?.rawValue)
        return json.finish()
    }
}

/// A derived length rounded to 0.1 mm (`60.300000000000004` becomes `60.3`).
private func tenthOfMillimetre(_ value: Double) -> Double {
    (value * 10_000).rounded() / 10_000
}
