/// How many decimals FieldFix writes for each kind of quantity, in JSON, CSV and exports:
/// the precision that still means something for a GNSS position, and no more.
public enum Precision {
    /// Latitudes and longitudes: 1e-9 degree, about 0.1 mm on the ground.
    public static let degrees = 9
    /// Lengths (altitudes, heights, accuracies, distances, scatter): millimetres.
    public static let meters = 3
    /// Speeds and vertical speeds: millimetres per second.
    public static let metersPerSecond = 3
    /// Directions (track, course, bearing, magnetic variation): 0.001 degree.
    public static let direction = 3
    /// Dilutions of precision and probabilities: 0.001.
    public static let ratio = 3
    /// Durations and ages: milliseconds.
    public static let seconds = 3
}
