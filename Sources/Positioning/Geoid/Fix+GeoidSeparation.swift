extension Fix {
    /// Says where the geoid separation comes from, and derives it from a geoid model when
    /// the receiver gave one height without it.
    ///
    /// - A separation the fix already holds is the receiver's (``GeoidSeparationSource/receiver``),
    ///   unless its source is already set.
    /// - Otherwise, with a position and a `geoid` that covers it, the separation is the
    ///   geoid's height there (``GeoidSeparationSource/egm96``): with an altitude MSL it
    ///   makes ``altitudeHAE`` known; with only an ``ellipsoidHeight`` it makes
    ///   ``altitudeMSL`` known (the height less the separation, to 0.1 mm).
    /// - Otherwise the separation stays unknown, and so does the other height.
    ///
    /// - Complexity: O(1), no heap allocation.
    public mutating func resolveGeoidSeparation(with geoid: GeoidGrid?) {
        if geoidSeparation != nil {
            if geoidSeparationSource == nil { geoidSeparationSource = .receiver }
            return
        }
        guard altitudeMSL != nil || ellipsoidHeight != nil, let latitude, let longitude,
              let separation = geoid?.separation(latitude: latitude, longitude: longitude) else { return }
        if altitudeMSL == nil, let ellipsoidHeight {
            // To 0.1 mm, the precision FieldFix gives derived heights and separations in.
            altitudeMSL = ((ellipsoidHeight - separation) * 10_000).rounded() / 10_000
        }
        geoidSeparation = separation
        geoidSeparationSource = .egm96
    }
}
