import UBX

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ErrorEllipse {
    /// The ellipse of a NAV-COV position covariance: the sigmas of the horizontal
    /// ellipse's axes (square roots of the eigenvalues of the north-east block), the major
    /// axis's bearing from north (0 to 180°), the north, east and down sigmas. A
    /// non-finite, negative or zero variance (-0 included) leaves its fields `nil`.
    init(covariance cov: NAVCOV) {
        self.init()
        let c = cov.positionCovariance
        let nn = Double(c.nn), ne = Double(c.ne), ee = Double(c.ee), dd = Double(c.dd)
        if nn.isFinite, ee.isFinite, ne.isFinite, nn > 0, ee > 0 {
            let mean = (nn + ee) / 2
            let radius = (((nn - ee) / 2) * ((nn - ee) / 2) + ne * ne).squareRoot()
            semiMajor = (mean + radius).squareRoot()
            semiMinor = max(mean - radius, 0).squareRoot()
            var bearing = atan2(2 * ne, nn - ee) / 2 * 180 / .pi
            if bearing < 0 { bearing += 180 }
            orientation = bearing
            latitudeSigma = nn.squareRoot()
            longitudeSigma = ee.squareRoot()
        }
        if dd.isFinite, dd > 0 { altitudeSigma = dd.squareRoot() }
    }
}
