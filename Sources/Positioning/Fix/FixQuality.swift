/// How a position was obtained: GGA's quality indicator, RMC/GNS mode letters, gpsd's `status`.
public enum FixQuality: String, Sendable, CaseIterable, Hashable {
    /// No valid position.
    case invalid
    /// Autonomous GNSS (GGA quality 1, mode letter A).
    case autonomous
    /// Differential: DGPS or SBAS corrections (GGA 2, mode letter D).
    case differential
    /// Precise positioning service, military signals (GGA 3, mode letter P).
    case pps
    /// Real-time kinematic with fixed integers (GGA 4, mode letter R).
    case rtkFixed
    /// Real-time kinematic with float ambiguities (GGA 5, mode letter F).
    case rtkFloat
    /// Dead reckoning, estimated (GGA 6, mode letter E).
    case deadReckoning
    /// Entered by hand (GGA 7, mode letter M).
    case manual
    /// From a simulator (GGA 8, mode letter S).
    case simulated

    /// Whether a position of this quality measures where the antenna is
    /// (false for invalid, dead-reckoned, manual and simulated positions).
    public var isMeasured: Bool {
        switch self {
        case .autonomous, .differential, .pps, .rtkFixed, .rtkFloat: return true
        case .invalid, .deadReckoning, .manual, .simulated: return false
        }
    }

    /// A short name for people: "autonomous", "DGPS/SBAS", "RTK fixed"...
    public var label: String {
        switch self {
        case .invalid: return "invalid"
        case .autonomous: return "autonomous"
        case .differential: return "DGPS/SBAS"
        case .pps: return "PPS"
        case .rtkFixed: return "RTK fixed"
        case .rtkFloat: return "RTK float"
        case .deadReckoning: return "dead reckoning"
        case .manual: return "manual"
        case .simulated: return "simulated"
        }
    }

    /// gpsd's TPV `status` value for this quality (0 unknown, 1 normal, 2 DGPS, 3 RTK fixed,
    /// 4 RTK float, 5 dead reckoning, 6 GNSS+DR, 7 time only, 8 simulated, 9 P(Y)).
    public var gpsdStatus: Int {
        switch self {
        case .invalid: return 0
        case .autonomous: return 1
        case .differential: return 2
        case .rtkFixed: return 3
        case .rtkFloat: return 4
        case .deadReckoning: return 5
        case .manual: return 7
        case .simulated: return 8
        case .pps: return 9
        }
    }
}
