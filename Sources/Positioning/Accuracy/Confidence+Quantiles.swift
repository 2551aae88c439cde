/// The standard normal quantiles behind each confidence level.
extension Confidence {
    /// The two-sided quantile of the 1-D standard normal distribution: the `k` with
    /// P(|Z| <= k) = ``probability`` (0.994458 for 68%, 1.959964 for 95%).
    ///
    /// A vertical (1-D) accuracy is `k` times the altitude sigma; it is also the horizontal
    /// radius, in major sigmas, of an error ellipse whose minor axis tends to 0.
    public var normalQuantile: Double {
        switch self {
        case .p68: return 0.994_457_883_209_753_5
        case .p95: return 1.959_963_984_540_054
        }
    }

    /// The quantile of the Rayleigh distribution with unit scale: the `k` with
    /// P(|e| <= k sigma) = ``probability`` for a circular bivariate normal error with
    /// sigma per axis, `k = sqrt(-2 ln(1 - p))` (1.509592 for 68%, 2.447747 for 95%).
    public var rayleighQuantile: Double {
        switch self {
        case .p68: return 1.509_592_185_451_663_6
        case .p95: return 2.447_746_830_680_816
        }
    }
}
