import Positioning
import Receivers
import Testing

@Suite struct ReplayPacerTests {
    private func time(_ ms: Int, dated: Bool = true) -> FixTime {
        FixTime(date: dated ? CivilDate(year: 2024, month: 3, day: 15) : nil, millisecondOfDay: ms)
    }

    @Test func waitsForTheLogsOwnGapsDividedBySpeed() {
        var pacer = ReplayPacer(speed: 2)
        #expect(pacer.delay(before: time(1000)) == 0)
        #expect(pacer.delay(before: time(2000)) == 0.5)
        #expect(pacer.delay(before: nil) == 0)
        #expect(pacer.delay(before: time(2200)) == 0.1)
    }

    @Test func skipsHolesAndBackwardJumps() {
        var pacer = ReplayPacer(speed: 1, longestGap: 60)
        _ = pacer.delay(before: time(1000))
        #expect(pacer.delay(before: time(500)) == 0)
        #expect(pacer.delay(before: time(500 + 120_000)) == 0)
        #expect(pacer.delay(before: time(1500 + 120_000)) == 1)
    }

    @Test func undatedTimesUseTheTimeOfDay() {
        var pacer = ReplayPacer(speed: 1)
        _ = pacer.delay(before: time(1000, dated: false))
        #expect(pacer.delay(before: time(3000, dated: false)) == 2)
    }
}
