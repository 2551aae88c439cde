import TextEncoding

/// What is wrong with a fix no real receiver could have given: the gate refuses it whatever
/// its accuracy (``CaptureRefusal/implausible(_:)``). ``FixPlausibility`` gives the bounds.
public enum Implausibility: Hashable, Sendable {
    /// Fewer satellites used than the fix's dimension needs (3 for 2D, 4 for 3D).
    case tooFewSatellites(used: Int, mode: FixMode)
    /// A dilution of precision below what any geometry gives.
    case dopTooSmall(DilutionOfPrecision, value: Double, least: Double)
    /// A horizontal accuracy finer than any receiver measures.
    case accuracyTooSmall(meters: Double, least: Double)
    /// An altitude above mean sea level outside ``FixPlausibility/altitude``.
    case altitudeOutOfRange(meters: Double)
    /// A speed over ground outside ``FixPlausibility/speed``.
    case speedOutOfRange(metersPerSecond: Double)
    /// Second 60 on a day that takes no leap second.
    case leapSecondOnAnOrdinaryDay
    /// Sentences of the epoch contradict one another.
    case conflict(EpochConflict)

    /// A dilution of precision the gate bounds.
    public enum DilutionOfPrecision: String, Hashable, Sendable {
        case hdop = "HDOP"
        case pdop = "PDOP"
    }

    /// Appends a short reason ("HDOP 0.0 < 0.2", "3D fix from 0 satellites").
    public func write(to text: inout TextBuffer) {
        switch self {
        case let .tooFewSatellites(used, mode):
            text.append(contentsOf: mode.label)
            text.append(" fix from ")
            text.append(contentsOf: String(used))
            text.append(used == 1 ? " satellite" : " satellites")
        case let .dopTooSmall(dop, value, least):
            text.append(contentsOf: dop.rawValue)
            text.append(" ")
            appendOneDecimal(value, to: &text)
            text.append(" < ")
            appendOneDecimal(least, to: &text)
        case let .accuracyTooSmall(meters, least):
            text.append("accuracy ")
            text.append(meters, places: 3, style: .fixed)
            text.append(" m < ")
            text.append(least, places: 3, style: .fixed)
            text.append(" m")
        case let .altitudeOutOfRange(meters):
            text.append("altitude ")
            appendOneDecimal(meters, to: &text)
            text.append(" m")
        case let .speedOutOfRange(speed):
            text.append("speed ")
            appendOneDecimal(speed, to: &text)
            text.append(" m/s")
        case .leapSecondOnAnOrdinaryDay:
            text.append("second 60 on a day without a leap second")
        case .conflict(.saidInvalid):
            text.append("a sentence of the epoch says it is not valid")
        case let .conflict(.positionsApart(meters)):
            text.append("the epoch's positions ")
            appendOneDecimal(meters, to: &text)
            text.append(" m apart")
        }
    }
}
