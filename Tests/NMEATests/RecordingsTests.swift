import Foundation
import NMEA
import Testing

/// The gpsd recordings beside the project (`../shared/recordings/gpsd`), when present.
let recordingsDirectory: URL? = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    let directory = url.deletingLastPathComponent().appendingPathComponent("shared/recordings/gpsd")
    return FileManager.default.fileExists(atPath: directory.path) ? directory : nil
}()

/// Every `.log` in the recordings, sorted by name (empty when the folder is missing).
let recordingLogs: [String] = {
    guard let directory = recordingsDirectory,
          let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
    return names.filter { $0.hasSuffix(".log") }.sorted()
}()

/// Counts of one log: sentences by type (typed and raw apart) and rejected sentences.
struct LogCounts: Equatable, CustomStringConvertible {
    var typed: [String: Int] = [:]
    var raw: [String: Int] = [:]
    var rejected = 0

    var description: String { "typed \(typed.sorted { $0.key < $1.key }) raw \(raw.sorted { $0.key < $1.key }) rejected \(rejected)" }
}

/// The typed types and the fewest fields accepted: the oldest standard version's count,
/// except GGA (up to the fix quality) and GSA (up to the fix type), which real receivers
/// shorten, and VTG (the older four-field form).
let typedMinimumFields = ["GGA": 6, "RMC": 11, "GSA": 2, "GSV": 3, "GST": 8, "VTG": 4,
                          "GLL": 4, "ZDA": 4, "GNS": 12, "GBS": 8, "HDT": 2, "TXT": 4]

/// The typed proprietary sentences, by address and first field, and their fewest fields.
let typedProprietaryMinimumFields = ["PUBX,00": 10, "PGRME": 6]

/// The expected counts, computed without the NMEA module: split at line breaks and at
/// every `$`/`!`, check the XOR checksum, classify by address and field count.
func expectedCounts(_ bytes: [UInt8]) -> LogCounts {
    var counts = LogCounts()
    for piece in naiveFrames(bytes) {
        guard case .sentence(let line) = piece else { counts.rejected += 1; continue }
        guard let star = line.firstIndex(of: UInt8(ascii: "*")), line.count == star + 3,
              let sum = UInt8(String(decoding: line[(star + 1)...], as: UTF8.self), radix: 16),
              line[1..<star].reduce(0, ^) == sum else { counts.rejected += 1; continue }
        let body = line[1..<star]
        let address = body.prefix { $0 != UInt8(ascii: ",") }
        guard (1...16).contains(address.count),
              address.allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) })
        else { counts.rejected += 1; continue }
        let text = String(decoding: address, as: UTF8.self)
        let proprietary = text.hasPrefix("P")
        let type = proprietary || text.count < 3 ? text : String(text.dropFirst(2))
        let commas = body.filter { $0 == UInt8(ascii: ",") }.count
        let firstField = body.dropFirst(address.count + 1).prefix { $0 != UInt8(ascii: ",") }
        let proprietaryKey = text == "PUBX" ? "PUBX," + String(decoding: firstField, as: UTF8.self) : text
        if text.count == 5 && !proprietary, let minimum = typedMinimumFields[type] {
            if commas >= minimum { counts.typed[type, default: 0] += 1 } else { counts.rejected += 1 }
        } else if body.count > address.count, let minimum = typedProprietaryMinimumFields[proprietaryKey] {
            if commas >= minimum { counts.typed[type, default: 0] += 1 } else { counts.rejected += 1 }
        } else if star > RawSentence.capacity {
            counts.rejected += 1
        } else {
            counts.raw[type, default: 0] += 1
        }
    }
    return counts
}

/// The counts the reader gives, fed in 4 KiB chunks.
func readerCounts(_ bytes: [UInt8]) -> LogCounts {
    var counts = LogCounts()
    var reader = NMEAReader()
    func drain() {
        while let event = reader.next() {
            switch event {
            case .sentence(.raw(let raw)): counts.raw[raw.type.description, default: 0] += 1
            case .sentence(let sentence): counts.typed[sentence.type.description, default: 0] += 1
            case .error(let error) where error.code != .invalidField: counts.rejected += 1
            case .error: break
            }
        }
    }
    for start in stride(from: 0, to: bytes.count, by: 4096) {
        reader.feed(bytes[start..<min(start + 4096, bytes.count)])
        drain()
    }
    reader.finish()
    drain()
    return counts
}

@Suite struct RecordingsTests {
    @Test(arguments: recordingLogs)
    func everyLogParsesAsExpected(name: String) throws {
        let directory = try #require(recordingsDirectory)
        let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
        let expected = expectedCounts(bytes)
        #expect(readerCounts(bytes) == expected)
        #expect(expected.typed.values.reduce(0, +) + expected.raw.values.reduce(0, +) > 0)
    }

    @Test func recordingsAreFoundOrSkipped() {
        if recordingsDirectory != nil {
            #expect(recordingLogs.count >= 40)
        } else {
            #expect(recordingLogs.isEmpty)
        }
    }
}
