extension CapturedLocation {
    /// The first field of a location from outside (an import, a team server) that no real
    /// receiver could have given, by the bounds the gate applies to fixes
    /// (``FixPlausibility``), named as a record names it, and why; `nil` when all are
    /// plausible. A location FieldFix captured always is: the gate refused any fix that was not.
    ///
    /// - Parameter now: the time, in seconds since 1970, that a fix time may not be a day past
    ///   (clocks differ, by less); the caller's clock, so that the check stays pure.
    public func implausibleField(now: Double) -> (field: String, reason: String)? {
        let meters = horizontalAccuracy.meters
        if meters < FixPlausibility.leastHorizontalAccuracy {
            return ("horizontalAccuracy", "\(meters) m is finer than any receiver measures (at least \(FixPlausibility.leastHorizontalAccuracy) m)")
        }
        if let altitude, !altitude.isFinite || !FixPlausibility.altitude.contains(altitude) {
            return ("altitude", "\(altitude) m is outside \(Self.range(FixPlausibility.altitude)) m")
        }
        if let satellitesUsed, !(0...1_000).contains(satellitesUsed) {
            return ("satellites", "\(satellitesUsed) is not a count of satellites")
        }
        if let hdop, !hdop.isFinite || !(FixPlausibility.leastHDOP...FixPlausibility.greatestDOP).contains(hdop) {
            return ("hdop", "\(hdop) is outside \(FixPlausibility.leastHDOP)...\(FixPlausibility.greatestDOP)")
        }
        if let speed, !speed.isFinite || !FixPlausibility.speed.contains(speed) {
            return ("speed", "\(speed) m/s is outside \(Self.range(FixPlausibility.speed)) m/s")
        }
        if let course, !course.isFinite || !(0...360).contains(course) {
            return ("course", "\(course)° is outside 0...360°")
        }
        if let unix = time?.unixMilliseconds {
            let seconds = Double(unix) / 1000
            if seconds < FixPlausibility.earliestFixTime || seconds > now + 86_400 {
                return ("fixTime", "\(time?.iso8601 ?? "") is before GPS time began (1980) or more than a day ahead")
            }
        }
        return nil
    }

    private static func range(_ bounds: ClosedRange<Double>) -> String {
        "\(Int(bounds.lowerBound))...\(Int(bounds.upperBound))"
    }
}
