/// Tests on the eight bytes of a word at once (SWAR), for the readers of fields sent at
/// fixed widths. Byte `i` of the input is lane `i`, the first byte in the lowest lane
/// (`Span.word(at:)`); a lane mask has the high bit of each chosen lane set.
@usableFromInline
enum ByteLanes {
    /// `byte` in every lane.
    @inlinable @inline(__always)
    static func repeated(_ byte: UInt8) -> UInt64 { 0x0101_0101_0101_0101 &* UInt64(byte) }

    /// The high bit of every lane.
    @inlinable @inline(__always)
    static var highBits: UInt64 { repeated(0x80) }

    /// Whether every byte of `word` is ASCII (below 0x80), which the other tests assume.
    @inlinable @inline(__always)
    static func isASCII(_ word: UInt64) -> Bool { word & highBits == 0 }

    /// The lanes of `word` (ASCII) that are not digits.
    @inlinable @inline(__always)
    static func nonDigits(_ word: UInt64) -> UInt64 {
        // Each byte minus `0` (an exclusive or, as digits are 0x30 to 0x39) is below 10 for
        // a digit only; adding 0x76 sets the high bit of a lane of 10 or more, and no lane
        // carries into the next, as every byte is below 0x80.
        ((word ^ repeated(0x30)) &+ repeated(0x76)) & highBits
    }

    /// The lanes of `word` (ASCII) that equal `byte` (ASCII), every one of them.
    @inlinable @inline(__always)
    static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        // A lane that differs from `byte` is 1 to 0x7F once the two are combined by an
        // exclusive or; adding 0x7F sets its high bit, and no lane carries into the next.
        ~((word ^ repeated(byte)) &+ repeated(0x7F)) & highBits
    }

    /// Two-digit numbers from `digits` (digit values, 0 to 9 in each lane): lane `k` of the
    /// result is ten times lane `k - 1` plus lane `k`, for the odd or even lanes the caller
    /// reads (a lane is at most 99: no lane carries into the next).
    @inlinable @inline(__always)
    static func pairs(_ digits: UInt64) -> UInt64 { ((digits &* 10) &<< 8) &+ digits }

    /// The index of the first lane set in `mask`; 8 when none is.
    @inlinable @inline(__always)
    static func first(_ mask: UInt64) -> Int { mask.trailingZeroBitCount >> 3 }

    /// A mask of the lanes below `count` (0 to 8).
    @inlinable @inline(__always)
    static func below(_ count: Int) -> UInt64 {
        count >= 8 ? highBits : highBits & ((1 &<< UInt64(count &* 8)) &- 1)
    }

    /// The number whose digits are the lanes of `digits` (values 0 to 9, the most
    /// significant in lane 0), by combining pairs, then fours, then the two halves.
    @inlinable @inline(__always)
    static func value(_ digits: UInt64) -> UInt64 {
        var v = (digits &* 10 &+ (digits >> 8)) & 0x00FF_00FF_00FF_00FF
        v = (v &* 100 &+ (v >> 16)) & 0x0000_FFFF_0000_FFFF
        return (v &* 10_000 &+ (v >> 32)) & 0xFFFF_FFFF
    }

    /// The number written by the first `count` lanes of `word` (ASCII digits, 1 to 8 of them).
    @inlinable @inline(__always)
    static func value(ofFirst count: Int, in word: UInt64) -> UInt64 {
        // The digits moved to the top lanes (the lanes after them shifted out): the lanes
        // below become leading zeros.
        value((word ^ repeated(0x30)) &<< UInt64((8 &- count) &* 8))
    }
}
