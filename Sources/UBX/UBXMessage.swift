/// A decoded UBX message: one case per message type this module reads, and
/// ``other(_:length:)`` for the rest (checksummed, but not decoded).
public enum UBXMessage: Hashable, Sendable {
    case navPVT(NAVPVT)
    case navPOSLLH(NAVPOSLLH)
    case navHPPOSLLH(NAVHPPOSLLH)
    case navSOL(NAVSOL)
    case navSTATUS(NAVSTATUS)
    case navDOP(NAVDOP)
    case navSAT(NAVSAT)
    case navSVINFO(NAVSVINFO)
    case navTIMEGPS(NAVTIMEGPS)
    case navTIMEUTC(NAVTIMEUTC)
    case navCOV(NAVCOV)
    case navEOE(NAVEOE)
    /// A message of another type, with its payload length.
    case other(UBXMessageID, length: Int)

    /// Decodes the message of `frame`, whose payload indexes into `bytes`.
    ///
    /// - Throws: ``UBXError/Code/wrongPayloadLength`` when a known message's payload has a
    ///   length its specification does not allow (or, for NAV-SAT and NAV-SVINFO, one that
    ///   does not match its satellite count).
    /// - Complexity: O(payload length); allocates nothing.
    @inlinable
    public static func decode(_ frame: UBXFrame, in bytes: Span<UInt8>) throws(UBXError) -> UBXMessage {
        let p = bytes.extracting(frame.payload)
        let length = p.count
        func check(_ accepted: Bool) throws(UBXError) {
            guard accepted else {
                throw UBXError(code: .wrongPayloadLength, message: frame.message, length: length, offset: frame.offset)
            }
        }
        switch frame.message {
        case .navPVT:
            try check(NAVPVT.accepts(length: length))
            return .navPVT(NAVPVT(p))
        case .navPOSLLH:
            try check(NAVPOSLLH.accepts(length: length))
            return .navPOSLLH(NAVPOSLLH(p))
        case .navHPPOSLLH:
            try check(NAVHPPOSLLH.accepts(length: length))
            return .navHPPOSLLH(NAVHPPOSLLH(p))
        case .navSOL:
            try check(NAVSOL.accepts(length: length))
            return .navSOL(NAVSOL(p))
        case .navSTATUS:
            try check(NAVSTATUS.accepts(length: length))
            return .navSTATUS(NAVSTATUS(p))
        case .navDOP:
            try check(NAVDOP.accepts(length: length))
            return .navDOP(NAVDOP(p))
        case .navSAT:
            try check(NAVSAT.accepts(length: length) && NAVSAT.isConsistent(p))
            return .navSAT(NAVSAT(p))
        case .navSVINFO:
            try check(NAVSVINFO.accepts(length: length) && NAVSVINFO.isConsistent(p))
            return .navSVINFO(NAVSVINFO(p))
        case .navTIMEGPS:
            try check(NAVTIMEGPS.accepts(length: length))
            return .navTIMEGPS(NAVTIMEGPS(p))
        case .navTIMEUTC:
            try check(NAVTIMEUTC.accepts(length: length))
            return .navTIMEUTC(NAVTIMEUTC(p))
        case .navCOV:
            try check(NAVCOV.accepts(length: length))
            return .navCOV(NAVCOV(p))
        case .navEOE:
            try check(NAVEOE.accepts(length: length))
            return .navEOE(NAVEOE(p))
        default:
            return .other(frame.message, length: length)
        }
    }

    /// The message's class and ID.
    public var id: UBXMessageID {
        switch self {
        case .navPVT: .navPVT
        case .navPOSLLH: .navPOSLLH
        case .navHPPOSLLH: .navHPPOSLLH
        case .navSOL: .navSOL
        case .navSTATUS: .navSTATUS
        case .navDOP: .navDOP
        case .navSAT: .navSAT
        case .navSVINFO: .navSVINFO
        case .navTIMEGPS: .navTIMEGPS
        case .navTIMEUTC: .navTIMEUTC
        case .navCOV: .navCOV
        case .navEOE: .navEOE
        case .other(let id, _): id
        }
    }

    /// The GPS time of week of the epoch the message belongs to, ms; `nil` for other messages.
    public var iTOW: UInt32? {
        switch self {
        case .navPVT(let m): m.iTOW
        case .navPOSLLH(let m): m.iTOW
        case .navHPPOSLLH(let m): m.iTOW
        case .navSOL(let m): m.iTOW
        case .navSTATUS(let m): m.iTOW
        case .navDOP(let m): m.iTOW
        case .navSAT(let m): m.iTOW
        case .navSVINFO(let m): m.iTOW
        case .navTIMEGPS(let m): m.iTOW
        case .navTIMEUTC(let m): m.iTOW
        case .navCOV(let m): m.iTOW
        case .navEOE(let m): m.iTOW
        case .other: nil
        }
    }
}
