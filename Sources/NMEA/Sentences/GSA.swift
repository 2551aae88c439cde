/// GSA: the satellites used and the dilutions of precision.
///
/// ```
///        1 2 3                         14 15  16  17  18
///        | | |                         |  |   |   |   |
/// $--GSA,a,x,xx,xx,xx,xx,xx,xx,xx,xx,xx,xx,xx,xx,x.x,x.x,x.x,h*hh
/// ```
/// 1 selection mode, 2 fix type, 3-14 IDs of the satellites used (empty fields are
/// unused slots), 15 PDOP, 16 HDOP, 17 VDOP, 18 GNSS system ID (NMEA 4.10 and later).
public struct GSA: Hashable, Sendable {
    /// How the fix dimension was chosen (field 1).
    public enum SelectionMode: UInt8, Hashable, Sendable, CaseIterable {
        /// `M`: manual, forced 2D or 3D.
        case manual = 0x4D
        /// `A`: automatic.
        case automatic = 0x41
    }

    /// The fix dimension (field 2).
    public enum FixType: UInt8, Hashable, Sendable, CaseIterable {
        /// 1: no fix.
        case none = 1
        /// 2: 2D fix.
        case twoD = 2
        /// 3: 3D fix.
        case threeD = 3
    }

    /// The talker (`GP`, `GN`...).
    public var talker: Talker
    /// Field 1: selection mode.
    public var selectionMode: SelectionMode?
    /// Field 2: fix type.
    public var fixType: FixType?
    /// Fields 3-14: the IDs of the satellites used, in the order sent, empty slots left out.
    public var satellites: InlineList<12, UInt16>
    /// Field 15: position dilution of precision.
    public var pdop: Double?
    /// Field 16: horizontal dilution of precision.
    public var hdop: Double?
    /// Field 17: vertical dilution of precision.
    public var vdop: Double?
    /// Field 18: GNSS system ID (NMEA 4.10 and later).
    public var systemID: SystemID?
    /// Fields that were present but malformed (they read as `nil`).
    public var invalidFields = FieldSet()

    /// Creates a GSA with every field empty.
    public init(talker: Talker) {
        self.talker = talker
        satellites = InlineList()
    }

    /// The type, `GSA`.
    @inlinable
    public static var type: SentenceType { SentenceType(packed: 0x41_53_47) }

    /// The fewest fields accepted: up to the fix type. Some receivers send fewer than 12
    /// satellite slots when there is no fix (iTrek: `$GPGSA,A,1,,,,`); missing fields read as `nil`.
    @usableFromInline static let minimumFieldCount = 2

    /// Reads the fields of one sentence; malformed ones read as `nil` and are listed in `invalidFields`.
    @inlinable
    init(talker: Talker, fields f: inout FieldReader, line: Span<UInt8>) {
        self.talker = talker
        // Set here rather than by a default value, which stayed a call per sentence.
        satellites = InlineList()
        selectionMode = f.letter(line)
        fixType = f.numbered(line)
        var slot = 0
        while slot < 12 {
            let read = f.standardSlots(line, limit: 12 &- slot, into: &satellites)
            if read > 0 {
                slot &+= read
                continue
            }
            if let id: UInt16 = f.integer(line, 0...999) { satellites.append(id) }
            slot &+= 1
        }
        pdop = f.magnitude(line)
        hdop = f.magnitude(line)
        vdop = f.magnitude(line)
        systemID = f.hexDigit(line).flatMap(SystemID.init(rawValue:))
        invalidFields = f.invalid
    }

    /// Writes the fields after the address.
    func write(to w: inout SentenceWriter) {
        w.letter(selectionMode)
        w.integer(fixType?.rawValue)
        for slot in 0..<12 {
            w.integer(slot < satellites.count ? satellites[slot] : nil, width: 2)
        }
        w.decimal(pdop)
        w.decimal(hdop)
        w.decimal(vdop)
        if let systemID { w.hexDigit(systemID.rawValue) }
    }
}

extension GSA.SelectionMode: LetterCode {
    public static let names = LetterCodeNames(of: GSA.SelectionMode.self)
}

extension GSA.FixType: LetterCode {
    public static let names = LetterCodeNames(of: GSA.FixType.self)
}
