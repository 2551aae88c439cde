/// GSV: satellites in view, up to four per sentence.
///
/// ```
///        1 2 3  4  5  6   7  ... 16  17  18 19
///        | | |  |  |  |   |      |   |   |  |
/// $--GSV,x,x,xx,xx,xx,xxx,xx,...,xx,xxx,xx, h*hh
/// ```
/// 1 number of sentences, 2 sentence number, 3 satellites in view, then for each
/// satellite: ID, elevation (degrees), azimuth (degrees true), SNR (dB-Hz); then the
/// signal ID (NMEA 4.10 and later), present when the field count is 4 n + 4. A last
/// satellite sent without its SNR field (a field count of 4 n + 6) is kept, its SNR
/// unknown. SNRs sent with a fraction (`29.0`, some MediaTek chipsets) are rounded.
public struct GSV: Hashable, Sendable {
    /// The talker (`GP`, `GL`...).
    public var talker: Talker
    /// Field 1: the number of GSV sentences in this group.
    public var messageCount: UInt8?
    /// Field 2: this sentence's number, from 1.
    public var messageNumber: UInt8?
    /// Field 3: the number of satellites in view.
    public var satellitesInView: UInt8?
    /// The satellites of this sentence; groups with an empty ID are left out.
    public var satellites = InlineList<4, SatelliteInView>()
    /// The last field: signal ID (NMEA 4.10 and later), a hexadecimal digit.
    public var signalID: UInt8?
    /// Fields that were present but malformed (they read as `nil`).
    public var invalidFields = FieldSet()

    /// Creates a GSV with every field empty.
    public init(talker: Talker) {
        self.talker = talker
    }

    /// The type, `GSV`.
    @inlinable
    public static var type: SentenceType { SentenceType(packed: 0x56_53_47) }

    /// The fewest fields accepted.
    @usableFromInline static let minimumFieldCount = 3

    /// Reads the fields of one sentence; malformed ones read as `nil` and are listed in
    /// `invalidFields`. Without `keepsSatellites`, the satellite groups are checked but
    /// ``satellites`` stays empty (``ParseOptions/keepsSatellitesInView``).
    @inlinable
    init(talker: Talker, fields f: inout FieldReader, line: Span<UInt8>, keepsSatellites: Bool = true) {
        self.talker = talker
        if let counts = f.standardGSVCounts(line) {
            messageCount = counts.messages
            messageNumber = counts.number
            satellitesInView = counts.inView
        } else {
            messageCount = f.integer(line, 0...99)
            messageNumber = f.integer(line, 0...99)
            satellitesInView = f.integer(line, 0...255)
        }
        // Each way compiled apart, so that what is not kept is not computed.
        if keepsSatellites {
            readGroups(&f, line, keeps: true)
        } else {
            readGroups(&f, line, keeps: false)
        }
        invalidFields = f.invalid
    }

    /// Reads the satellite groups and the signal ID after the counts.
    @inlinable @inline(always)
    mutating func readGroups(_ f: inout FieldReader, _ line: Span<UInt8>, keeps: Bool) {
        let groupFields = f.count - 3
        let whole = min(groupFields / 4, 4)
        for _ in 0..<whole {
            readSatellite(&f, line, hasSNR: true, keeps: keeps)
        }
        if groupFields % 4 == 3 && whole < 4 {
            readSatellite(&f, line, hasSNR: false, keeps: keeps)
        } else if groupFields % 4 == 1 && groupFields / 4 <= 4 {
            signalID = f.hexDigit(line)
        }
    }

    /// Reads one satellite's fields (ID, elevation, azimuth and, when `hasSNR`, SNR) and,
    /// when `keeps`, keeps the satellite if its ID is present.
    @inlinable @inline(always)
    mutating func readSatellite(_ f: inout FieldReader, _ line: Span<UInt8>, hasSNR: Bool, keeps: Bool) {
        // Most receivers send the standard's widths: read the four fields in one step.
        if hasSNR, let satellite = f.standardSatellite(line) {
            if keeps { satellites.append(satellite) }
            return
        }
        let id: UInt16? = f.integer(line, 0...999)
        let elevation: Int8? = f.integer(line, -90...90)
        let azimuth: UInt16? = f.integer(line, 0...360)
        let snr: UInt16? = hasSNR ? f.tenths(line, 0...99) : nil
        if keeps, let id { satellites.append(SatelliteInView(id: id, elevation: elevation, azimuth: azimuth, snrTenths: snr)) }
    }

    /// Writes the fields after the address.
    func write(to w: inout SentenceWriter) {
        w.integer(messageCount)
        w.integer(messageNumber)
        w.integer(satellitesInView, width: 2)
        for satellite in satellites {
            w.integer(satellite.id, width: 2)
            w.integer(satellite.elevation, width: 2)
            w.integer(satellite.azimuth, width: 3)
            if let tenths = satellite.snrTenths, !tenths.isMultiple(of: 10) {
                w.decimal(Double(tenths) / 10)
            } else {
                w.integer(satellite.snrTenths.map { $0 / 10 }, width: 2)
            }
        }
        if let signalID { w.hexDigit(signalID) }
    }
}
