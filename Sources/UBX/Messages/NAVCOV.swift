/// UBX NAV-COV (0x01 0x36): the covariance of the position and velocity, in a local
/// north-east-down frame (protocol 18 and later).
///
/// ```
/// offset 0 iTOW U4 ms  4 version U1  5 posCovValid U1  6 velCovValid U1
///        16 posCovNN R4 m²  20 posCovNE  24 posCovND  28 posCovEE  32 posCovED  36 posCovDD
///        40 velCovNN R4 m²/s²  44 velCovNE  48 velCovND  52 velCovEE  56 velCovED  60 velCovDD   (64 bytes)
/// ```
public struct NAVCOV: Hashable, Sendable {
    public var iTOW: UInt32
    public var version: UInt8
    public var posCovValid: UInt8
    public var velCovValid: UInt8
    /// NN, NE, ND, EE, ED, DD, m².
    public var positionCovariance: (nn: Float, ne: Float, nd: Float, ee: Float, ed: Float, dd: Float)
    /// NN, NE, ND, EE, ED, DD, m²/s².
    public var velocityCovariance: (nn: Float, ne: Float, nd: Float, ee: Float, ed: Float, dd: Float)

    /// Whether `length` is a NAV-COV payload length (64 bytes).
    public static func accepts(length: Int) -> Bool { length == 64 }

    /// Decodes a payload whose length ``accepts(length:)``.
    public init(_ p: Span<UInt8>) {
        iTOW = p.u32(0); version = p.u8(4); posCovValid = p.u8(5); velCovValid = p.u8(6)
        positionCovariance = (p.r4(16), p.r4(20), p.r4(24), p.r4(28), p.r4(32), p.r4(36))
        velocityCovariance = (p.r4(40), p.r4(44), p.r4(48), p.r4(52), p.r4(56), p.r4(60))
    }

    /// Creates a message from its fields.
    public init(iTOW: UInt32, positionCovariance: (nn: Float, ne: Float, nd: Float, ee: Float, ed: Float, dd: Float),
                posCovValid: Bool = true) {
        self.iTOW = iTOW; version = 0; self.posCovValid = posCovValid ? 1 : 0; velCovValid = 0
        self.positionCovariance = positionCovariance
        velocityCovariance = (0, 0, 0, 0, 0, 0)
    }

    /// Whether the position covariance is valid.
    public var isPositionValid: Bool { posCovValid != 0 }
    /// Whether the velocity covariance is valid.
    public var isVelocityValid: Bool { velCovValid != 0 }
}

extension NAVCOV {
    public static func == (lhs: NAVCOV, rhs: NAVCOV) -> Bool {
        lhs.iTOW == rhs.iTOW && lhs.version == rhs.version && lhs.posCovValid == rhs.posCovValid
            && lhs.velCovValid == rhs.velCovValid && lhs.positionCovariance == rhs.positionCovariance
            && lhs.velocityCovariance == rhs.velocityCovariance
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(iTOW)
        for value in [positionCovariance.nn, positionCovariance.ne, positionCovariance.ee, positionCovariance.dd] {
            hasher.combine(value)
        }
    }
}

extension NAVCOV {
    /// The 64-byte payload of this message.
    public var payload: [UInt8] {
        var b = UBXPayloadBuilder(capacity: 64)
        b.append(iTOW); b.append(version); b.append(posCovValid); b.append(velCovValid); b.reserve(9)
        let p = positionCovariance, v = velocityCovariance
        for value in [p.nn, p.ne, p.nd, p.ee, p.ed, p.dd, v.nn, v.ne, v.nd, v.ee, v.ed, v.dd] { b.append(value) }
        return b.bytes
    }
}
