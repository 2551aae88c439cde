extension Span<UInt8> {
    /// The unsigned byte at `offset`.
    @inlinable
    func u8(_ offset: Int) -> UInt8 { self[offset] }

    /// The signed byte at `offset`.
    @inlinable
    func i8(_ offset: Int) -> Int8 { Int8(bitPattern: self[offset]) }

    /// The little-endian `UInt16` at `offset`.
    @inlinable
    func u16(_ offset: Int) -> UInt16 { UInt16(self[offset]) | UInt16(self[offset + 1]) << 8 }

    /// The little-endian `Int16` at `offset`.
    @inlinable
    func i16(_ offset: Int) -> Int16 { Int16(bitPattern: u16(offset)) }

    /// The little-endian `UInt32` at `offset`.
    @inlinable
    func u32(_ offset: Int) -> UInt32 { UInt32(u16(offset)) | UInt32(u16(offset + 2)) << 16 }

    /// The little-endian `Int32` at `offset`.
    @inlinable
    func i32(_ offset: Int) -> Int32 { Int32(bitPattern: u32(offset)) }

    /// The little-endian IEEE 754 single (UBX type R4) at `offset`.
    @inlinable
    func r4(_ offset: Int) -> Float { Float(bitPattern: u32(offset)) }
}
