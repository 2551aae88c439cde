/// Builds a UBX payload: little-endian fields appended in order.
struct UBXPayloadBuilder {
    private(set) var bytes: [UInt8]

    /// An empty payload with room for `capacity` bytes.
    init(capacity: Int) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Appends an integer's bytes, least significant first.
    mutating func append<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Appends an IEEE 754 single (R4).
    mutating func append(_ value: Float) {
        append(value.bitPattern)
    }

    /// Appends `count` zero bytes (reserved fields).
    mutating func reserve(_ count: Int) {
        bytes.append(contentsOf: repeatElement(0, count: count))
    }
}
