/// How the accuracy engine reads each vendor's figures (`docs/accuracy-model.md`, "Source 2").
extension ReportedAccuracy {
    /// `sqrt(2 ln 2)`: the 50% quantile of the Rayleigh distribution, in sigmas.
    static let circularProbableErrorSigmas = 1.1774100225154747
    /// The 50% two-sided quantile of the normal distribution, in sigmas.
    static let verticalProbableErrorSigmas = 0.6744897501960817

    /// The horizontal radius that holds the truth with the probability of `confidence`, or
    /// `nil` when the figure is missing, not finite, or not above zero (no estimate).
    ///
    /// - u-blox `hAcc`: read as the DRMS, `sqrt(σ_N² + σ_E²)`, of a circular error, so
    ///   each axis has `σ = hAcc / √2` (u-blox states no confidence).
    /// - Garmin HPE: read as the circular probable error, the 50% radius, so
    ///   `σ = HPE / sqrt(2 ln 2)` (Garmin states no confidence; this is the reading that
    ///   gives the largest radius of those in use, and gpsd's).
    func horizontalRadius(confidence: Confidence) -> Double? {
        guard let figure = horizontal, figure.isFinite, figure > 0 else { return nil }
        let sigma = switch origin {
        case .ublox: figure / 2.0.squareRoot()
        case .garmin: figure / Self.circularProbableErrorSigmas
        }
        return NormalErrorRadius.horizontal(majorSigma: sigma, minorSigma: sigma, confidence: confidence)
    }

    /// The vertical half-interval that holds the truth with the probability of
    /// `confidence`, or `nil` when the figure is missing, not finite, or not above zero.
    ///
    /// - u-blox `vAcc`: read as one sigma.
    /// - Garmin VPE: read as the 50% half-interval, `σ = VPE / 0.6745`.
    func verticalHalfInterval(confidence: Confidence) -> Double? {
        guard let figure = vertical, figure.isFinite, figure > 0 else { return nil }
        let sigma = switch origin {
        case .ublox: figure
        case .garmin: figure / Self.verticalProbableErrorSigmas
        }
        return NormalErrorRadius.vertical(sigma: sigma, confidence: confidence)
    }
}
