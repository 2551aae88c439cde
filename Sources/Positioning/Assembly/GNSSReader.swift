import NMEA
import UBX

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns a byte stream holding NMEA sentences, UBX frames or both into sentences, UBX
/// messages and errors, in stream order: sans-I/O, pull-based.
///
/// UBX frames are found first (``UBXFramer``: sync, length, checksum) and every byte
/// outside them goes on to an ``NMEAReader``. So a `$` inside a UBX payload never starts a
/// sentence, and a checksummed UBX frame that interrupts an NMEA line is taken out of it
/// (the line then stands or falls on its own checksum). A chunk without a `0xB5` byte,
/// when no UBX frame is pending, goes straight to the NMEA reader: a plain NMEA stream pays
/// one `memchr` for `0xB5` per chunk.
///
/// While a UBX header waits for the rest of its frame, the bytes after it wait too (at most
/// ``UBXFrame/maxPayloadLength`` plus 8 bytes): a false sync delays the sentences behind it
/// until its length is reached or the input ends.
public struct GNSSReader: Sendable {
    /// Reads the bytes outside UBX frames.
    public var nmea: NMEAReader
    @usableFromInline var ubx = UBXFramer()
    /// Whether bytes go through ``ubx`` (a chunk held a `0xB5`, or a frame is pending).
    @usableFromInline var routing = false
    /// Whether ``finish()`` was called, and whether the NMEA reader was told.
    @usableFromInline var finishing = false
    @usableFromInline var nmeaFinished = false

    /// Creates a reader; `options` apply to NMEA sentences.
    public init(options: ParseOptions = ParseOptions()) {
        nmea = NMEAReader(options: options)
    }

    /// Adds the next bytes of the stream.
    public mutating func feed(_ bytes: some Collection<UInt8>) {
        routing = ubx.hasPendingBytes || GNSSReader.mayHoldUBX(bytes)
        if routing {
            ubx.append(bytes)
        } else {
            ubx.skip(bytes.count)
            nmea.feed(bytes)
        }
    }

    /// Adds the bytes `read` writes (given room for `count` bytes, it returns how many it
    /// wrote; 0 at the end of the input), and returns that number. They are read straight
    /// into the NMEA reader's buffer; bytes that may hold UBX frames (as ``feed(_:)``
    /// decides) are moved to the UBX framer instead.
    ///
    /// - Throws: what `read` throws.
    public mutating func feed<E: Error>(
        upTo count: Int, reading read: (UnsafeMutableRawBufferPointer) throws(E) -> Int
    ) throws(E) -> Int {
        var routed: [UInt8]?
        var total = 0
        let pending = ubx.hasPendingBytes
        _ = try nmea.feed(upTo: count) { (room) throws(E) -> Int in
            total = try read(room)
            let bytes = UnsafeBufferPointer(rebasing: room.bindMemory(to: UInt8.self)[..<total])
            guard pending || GNSSReader.mayHoldUBX(bytes) else { return total }
            routed = Array(bytes)
            return 0
        }
        routing = routed != nil
        if let routed {
            ubx.append(routed)
        } else {
            ubx.skip(total)
        }
        return total
    }

    /// Marks the end of the input: a last line without a line ending is read, and an
    /// unfinished UBX frame is reported as truncated.
    public mutating func finish() {
        ubx.finish()
        finishing = true
    }

    /// Hands every sentence, UBX message and error available to `visitor`, in stream
    /// order, until more bytes are needed.
    @inlinable
    public mutating func read(into visitor: inout some GNSSVisitor) {
        nmea.read(into: &visitor)
        if routing {
            while let piece = ubx.next() {
                switch piece {
                case .passthrough(let range):
                    nmea.feed(ubx.buffer[range])
                    nmea.read(into: &visitor)
                case .frame(let frame):
                    do throws(UBXError) {
                        visitor.visit(try UBXMessage.decode(frame, in: ubx.buffer.span))
                    } catch {
                        visitor.visit(error)
                    }
                case .rejected(let error):
                    visitor.visit(error)
                }
            }
        }
        if finishing && !nmeaFinished {
            nmeaFinished = true
            nmea.finish()
            nmea.read(into: &visitor)
        }
    }

    /// Whether `bytes` hold a `0xB5` (the first UBX sync byte): `memchr` over contiguous
    /// bytes (vectorized by the C library), a plain search otherwise.
    static func mayHoldUBX(_ bytes: some Collection<UInt8>) -> Bool {
        let found = bytes.withContiguousStorageIfAvailable { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, 0xB5, buffer.count) != nil
        }
        return found ?? bytes.contains(0xB5)
    }
}
