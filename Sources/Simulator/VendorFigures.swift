import Positioning

/// The single accuracy figures of vendors' sentences, computed from the error ellipse the
/// simulator draws its errors with, each in the meaning FieldFix reads it in
/// (`docs/accuracy-model.md`, "Source 2"), so that a written figure is exactly as honest as
/// the GST it replaces.
enum VendorFigures {
    /// u-blox `hAcc` (`$PUBX,00`, UBX NAV-PVT): one sigma of the horizontal error, the DRMS
    /// `sqrt(σ_major² + σ_minor²)`; `nil` without the ellipse's axes. Also the total
    /// horizontal sigma the other single figures are made from.
    static func ubloxHorizontal(_ ellipse: ErrorEllipse?) -> Double? {
        guard let a = ellipse?.semiMajor else { return nil }
        let b = ellipse?.semiMinor ?? a
        return (a * a + b * b).squareRoot()
    }

    /// Garmin HPE (`$PGRME`): the circular probable error, the 50% radius, of a circular
    /// error with the ellipse's total variance (`sqrt(ln 2) × DRMS`), as a receiver states it
    /// from its covariance's trace when it gives one figure for every shape.
    static func garminHorizontal(_ ellipse: ErrorEllipse?) -> Double? {
        guard let drms = ubloxHorizontal(ellipse) else { return nil }
        let sigma = drms / 2.0.squareRoot()
        return NormalErrorRadius.horizontal(majorSigma: sigma, minorSigma: sigma, probability: 0.5)
    }

    /// Garmin VPE (`$PGRME`): the vertical probable error, the half-interval that holds 50%
    /// of the altitude error (0.6745 σ).
    static func garminVertical(_ ellipse: ErrorEllipse?) -> Double? {
        guard let sigma = ellipse?.altitudeSigma else { return nil }
        return NormalErrorRadius.horizontal(majorSigma: sigma, minorSigma: 0, probability: 0.5)
    }
}
