import Positioning

/// One assessed fix with every field an encoder writes set, for the tests of Output's encoders
/// and of the front ends that print them.
public enum SampleUpdate {
    /// The fix's date.
    public static let date = CivilDate(year: 2014, month: 12, day: 31)

    /// The fix, 4.25 m horizontal and 7.5 m vertical at 68%, judged `verdict`.
    public static func update(verdict: CaptureVerdict = .allowed) -> LocationUpdate {
        let fix = Fix(
            time: FixTime(date: date, millisecondOfDay: 11_239_000), latitude: -37.784788333,
            longitude: 175.314896667, altitudeMSL: 59.9, geoidSeparation: 23.7, speed: 0.355,
            course: 181.39, mode: .threeD, quality: .autonomous, satellitesUsed: 8,
            satellitesInView: 12, hdop: 1.1)
        return LocationUpdate(
            fix: fix, horizontalAccuracy: Accuracy(meters: 4.25, confidence: .p68, source: .dopModel),
            verticalAccuracy: Accuracy(meters: 7.5, confidence: .p68, source: .dopModel), verdict: verdict)
    }
}
