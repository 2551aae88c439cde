import Positioning

extension EGM96 {
    /// The grid for a front end, or `nil` when it cannot be used: then heights above the
    /// ellipsoid stay unknown for receivers that send no geoid separation. A missing default
    /// file is silent (an optional package); any other failure is given to `warn`.
    public static func loadIfUsable(warn: (GeoidGridError) -> Void) -> GeoidGrid? {
        do {
            return try load()
        } catch {
            if error.code != .missing || path != defaultPath { warn(error) }
            return nil
        }
    }
}
