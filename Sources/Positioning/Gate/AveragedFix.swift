/// One of the fixes an averaged location was made from: its position, the accuracy the
/// engine gave it and its time, kept with the record so that the average can be checked
/// (drawn, recomputed) later.
public struct AveragedFix: Hashable, Sendable {
    /// Latitude, degrees.
    public var latitude: Double
    /// Longitude, degrees.
    public var longitude: Double
    /// The fix's horizontal accuracy.
    public var horizontalAccuracy: Accuracy
    /// The receiver's time of the fix, milliseconds since the Unix epoch, when its date was known.
    public var unixMilliseconds: Int64?

    /// One fix of an average.
    public init(latitude: Double, longitude: Double, horizontalAccuracy: Accuracy, unixMilliseconds: Int64?) {
        self.latitude = latitude
        self.longitude = longitude
        self.horizontalAccuracy = horizontalAccuracy
        self.unixMilliseconds = unixMilliseconds
    }
}
