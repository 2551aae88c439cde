extension Fix {
    /// Says where the geoid separation comes from, and derives it from a geoid model when
    /// the receiver gave an altitude above mean sea level without one.
    ///
    /// - A separation the fix already holds is the receiver's (``GeoidSeparationSource/receiver``),
    ///   unless its source is already set.
    /// - Otherwise, with an altitude MSL, a position and a `geoid` that covers it, the
    ///   separation is the geoid's height there (``GeoidSeparationSource/egm96``), which makes
    ///   ``altitudeHAE`` known.
    /// - Otherwise the separation stays unknown, and so does ``altitudeHAE``.
    ///
    /// - Complexity: O(1), no heap allocation.
    public mutating func resolveGeoidSeparation(with geoid: GeoidGrid?) {
        if geoidSeparation != nil {
            if geoidSeparationSource == nil { geoidSeparationSource = .receiver }
            return
        }
        guard altitudeMSL != nil, let latitude, let longitude,
              let separation = geoid?.separation(latitude: latitude, longitude: longitude) else { return }
        geoidSeparation = separation
        geoidSeparationSource = .egm96
    }
}
