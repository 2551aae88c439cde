import Foundation
import Positioning
import Simulator
import TestSupport

/// Generates hostile NMEA from a seed: epochs of sentences of every type with valid
/// checksums, each field plausible or absurd, and random bytes.
struct HostileNMEA {
    private var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    /// Values no receiver should send, in any numeric field.
    static let absurd = ["1e308", "-1e308", "1e-308", "4.9e-324", "nan", "NaN", "inf", "-inf", "Infinity", "0", "-0",
                         "-1", "99999999999999999999999", "-9223372036854775808", "9223372036854775808", "0x1p3",
                         "+5", "--1", "1.2.3", "\u{663}", "", " ", String(repeating: "9", count: 60)]

    /// At least `bytes` bytes of whole epochs.
    mutating func chunk(bytes: Int) -> [UInt8] {
        var out: [UInt8] = []
        while out.count < bytes { out += Array(epoch().utf8) }
        return out
    }

    /// `bytes` random bytes with `$`, `*`, `,` and line ends sprinkled in.
    mutating func noise(bytes: Int) -> [UInt8] {
        var out = (0..<bytes).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let tokens = ["$", "*", ",", "\r\n", "$GPGGA,", "$GNRMC,", "*00\r\n"].map { Array($0.utf8) }
        for _ in 0..<(bytes / 50) {
            let token = tokens[random.below(tokens.count)]
            let at = random.below(bytes - token.count)
            out.replaceSubrange(at..<(at + token.count), with: token)
        }
        return out
    }

    /// One to seven sentences sharing a time.
    private mutating func epoch() -> String {
        let time = pick({ r in "\(two(r.below(24)))\(two(r.below(60)))\(two(r.below(60))).\(two(r.below(100)))" },
                        ["256161", "252525.00", "235960.00", "240000", "-10000", "2359", "996099.99"])
        var text = ""
        for _ in 0...random.below(7) {
            let talker = ["GP", "GN", "GL", "GA", "BD", "P", "ZZ"][random.below(7)]
            var (type, fields) = sentence(kind: random.below(9), time: time)
            switch random.below(40) {
            case 0: fields = Array(fields.prefix(random.below(fields.count + 1)))
            case 1: fields += (0..<random.below(20)).map { _ in Self.absurd[random.below(Self.absurd.count)] }
            case 2 where !fields.isEmpty: fields[random.below(fields.count)] = String(repeating: "7", count: 20 + random.below(100))
            case 3: type = ["TXT", "HDT", "GBS", "XYZ", "G", ""][random.below(6)]
            default: break
            }
            let body = talker + type + "," + fields.joined(separator: ",")
            let sum = body.utf8.reduce(UInt8(0), ^)
            text += "$\(body)*\(sum < 16 ? "0" : "")\(String(sum, radix: 16, uppercase: true))\r\n"
        }
        return text
    }

    private mutating func sentence(kind: Int, time t: String) -> (String, [String]) {
        switch kind {
        case 0: return ("GGA", [t, lat(), hemi("NS"), lon(), hemi("EW"), int(0, 8), int(0, 40), num(0.5, 5), num(-100, 3000), "M", num(-50, 60), "M", "", ""])
        case 1: return ("RMC", [t, pick({ _ in "A" }, ["V", ""]), lat(), hemi("NS"), lon(), hemi("EW"), num(0, 50), num(0, 360), date(), num(0, 20), hemi("EW"), pick({ _ in "A" }, ["D", "E", "N", ""])])
        case 2: return ("GSA", ["A", int(1, 3)] + (0..<12).map { _ in random.below(2) == 0 ? "" : int(1, 200) } + [num(0.5, 6), num(0.5, 5), num(0.5, 8)])
        case 3: return ("GSV", [int(1, 4), int(1, 4), int(0, 40)] + (0..<(4 * random.below(5))).map { _ in int(0, 200) })
        case 4: return ("GST", [t, num(0, 30), num(0, 30), num(0, 30), num(0, 180), num(0, 30), num(0, 30), num(0, 30)])
        case 5: return ("VTG", [num(0, 360), "T", num(0, 360), "M", num(0, 50), "N", num(0, 90), "K", pick({ _ in "A" }, ["N", "E"])])
        case 6: return ("GLL", [lat(), hemi("NS"), lon(), hemi("EW"), t, pick({ _ in "A" }, ["V"]), pick({ _ in "A" }, ["N", "D"])])
        case 7: return ("ZDA", [t, int(1, 28), int(1, 12), int(1990, 2040), int(-13, 13), int(0, 59)])
        default: return ("GNS", [t, lat(), hemi("NS"), lon(), hemi("EW"), pick({ _ in "AA" }, ["NN", "EA", "A"]), int(0, 40), num(0.5, 5), num(-100, 3000), num(-50, 60), "", "", "S"])
        }
    }

    /// A plausible value, or one in eight times an absurd one (from `extra` or ``absurd``).
    private mutating func pick(_ plausible: (inout SeededRandom) -> String, _ extra: [String]) -> String {
        guard random.below(8) == 0 else { return plausible(&random) }
        let all = extra + Self.absurd
        return all[random.below(all.count)]
    }

    private mutating func lat() -> String {
        pick({ r in "\(two(r.below(90)))\(two(r.below(60))).\(r.below(10_000))" }, ["9999.999", "9000.0001", "9000.000", "4799.999", "-4807.038"])
    }

    private mutating func lon() -> String {
        pick({ r in "\(three(r.below(180)))\(two(r.below(60))).\(r.below(10_000))" }, ["18000.0001", "18000.000", "35959.999", "99999.999"])
    }

    private mutating func hemi(_ pair: String) -> String {
        pick({ r in String(Array(pair)[r.below(2)]) }, ["X", "n"])
    }

    private mutating func date() -> String {
        pick({ r in "\(two(1 + r.below(28)))\(two(1 + r.below(12)))\(two(r.below(100)))" }, ["310299", "000000", "999999", "290223", "311399"])
    }

    private mutating func num(_ low: Double, _ high: Double) -> String {
        pick({ r in String(Double(Int(low * 10) + r.below(Int((high - low) * 10) + 1)) / 10) }, ["0", "0.0", "-1", "1e308"])
    }

    private mutating func int(_ low: Int, _ high: Int) -> String {
        pick({ r in String(low + r.below(high - low + 1)) }, ["-5", "-2147483648", "999"])
    }

    /// The problems with one assessed fix: empty when it is valid.
    static func problems(_ update: LocationUpdate) -> [String] {
        let fix = update.fix
        var problems: [String] = []
        if let lat = fix.latitude, !(lat.isFinite && abs(lat) <= 90) { problems.append("latitude \(lat)") }
        if let lon = fix.longitude, !(lon.isFinite && abs(lon) <= 180) { problems.append("longitude \(lon)") }
        if fix.mode >= .twoD && (fix.latitude == nil || fix.longitude == nil) { problems.append("mode \(fix.mode) without a position") }
        let nonNegative: [(String, Double?)] = [("speed", fix.speed), ("hdop", fix.hdop), ("vdop", fix.vdop), ("pdop", fix.pdop),
                                                ("dgpsAge", fix.dgpsAge), ("accuracy", update.horizontalAccuracy?.meters),
                                                ("verticalAccuracy", update.verticalAccuracy?.meters)]
        for (name, value) in nonNegative {
            if let value, !(value.isFinite && value >= 0) { problems.append("\(name) \(value)") }
        }
        for (name, value) in [("altitude", fix.altitudeMSL), ("geoidSeparation", fix.geoidSeparation), ("course", fix.course),
                              ("magneticVariation", fix.magneticVariation), ("climb", fix.climb)] {
            if let value, !value.isFinite { problems.append("\(name) \(value)") }
        }
        if let n = fix.satellitesUsed, n < 0 { problems.append("satellitesUsed \(n)") }
        if let n = fix.satellitesInView, n < 0 { problems.append("satellitesInView \(n)") }
        if let time = fix.time, !(0..<86_401_000).contains(time.millisecondOfDay) { problems.append("time \(time.millisecondOfDay) ms") }
        if update.verdict.isAllowed {
            guard let accuracy = update.horizontalAccuracy?.meters, accuracy > 0, accuracy < 20 else {
                return problems + ["capture allowed with accuracy \(String(describing: update.horizontalAccuracy))"]
            }
            if !fix.hasPosition { problems.append("capture allowed without a position") }
        }
        return problems
    }

    /// The problems with one line of `replay --json` output: empty when it is a valid fix.
    static func problems(_ object: [String: Any]) -> [String] {
        guard object["class"] as? String == "TPV" else { return [] }
        var problems: [String] = []
        let lat = object["lat"] as? Double, lon = object["lon"] as? Double, mode = object["mode"] as? Int ?? -1
        if let lat, abs(lat) > 90 { problems.append("lat \(lat)") }
        if let lon, abs(lon) > 180 { problems.append("lon \(lon)") }
        if !(0...3).contains(mode) { problems.append("mode \(mode)") }
        if mode >= 2 && (lat == nil || lon == nil) { problems.append("mode \(mode) without lat/lon") }
        for key in ["accuracy", "eph", "epv", "verticalAccuracy", "hdop", "vdop", "pdop", "uSat", "nSat", "speed"] {
            if let value = object[key] as? Double, value < 0 { problems.append("\(key) \(value)") }
        }
        if object["captureAllowed"] as? Bool == true {
            let accuracy = object["accuracy"] as? Double
            if !(accuracy.map { $0 > 0 && $0 < 20 } ?? false) { problems.append("captureAllowed with accuracy \(String(describing: accuracy))") }
            if mode < 2 || lat == nil || lon == nil { problems.append("captureAllowed without a position") }
        } else if object["captureBlockedReason"] as? String == nil {
            problems.append("capture refused without a reason")
        }
        return problems
    }
}

/// `n` with two digits at least.
private func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

/// `n` with three digits at least.
private func three(_ n: Int) -> String { n < 100 ? "0" + two(n) : "\(n)" }
