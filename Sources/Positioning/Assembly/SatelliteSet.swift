/// A set of satellites, each its system and number within it, held as bits in place (no
/// allocation): one bit per number 0-255 of each constellation. Numbers outside that range
/// are not held; ``holds(_:)`` tells whether one can be.
struct SatelliteSet: Sendable {
    private var words = InlineArray<32, UInt64>(repeating: 0)

    /// Whether `svid` is a number this set can hold.
    static func holds(_ svid: Int) -> Bool { (0...255).contains(svid) }

    /// Adds a satellite whose number ``holds(_:)``; returns whether it was new.
    @discardableResult @inline(__always)
    mutating func insert(_ constellation: Constellation, _ svid: Int) -> Bool {
        let (word, bit) = Self.place(constellation, svid)
        let new = words[word] & bit == 0
        words[word] |= bit
        return new
    }

    /// Whether the satellite, whose number ``holds(_:)``, is in the set.
    @inline(__always)
    func contains(_ constellation: Constellation, _ svid: Int) -> Bool {
        let (word, bit) = Self.place(constellation, svid)
        return words.span[word] & bit != 0
    }

    /// Empties the set.
    mutating func removeAll() {
        for index in words.indices { words[index] = 0 }
    }

    @inline(__always)
    private static func place(_ constellation: Constellation, _ svid: Int) -> (word: Int, bit: UInt64) {
        let index = constellation.rawValue << 8 | svid
        return (index >> 6, 1 << UInt64(index & 63))
    }
}
