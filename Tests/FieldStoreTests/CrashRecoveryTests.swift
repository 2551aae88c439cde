import Foundation
import Testing
@testable import FieldStore

@Suite struct CrashRecoveryTests {
    @Test func openingCollectsOrphanPhotosButKeepsLiveOnes() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let photo = try Fixtures.file(Fixtures.jpeg, name: "a.jpg")
        let tree = try temp.store.saveTree(NewTree(species: "A", photos: [photo]), at: Fixtures.location())
        let dir = temp.store.photosDirectory
        // What a killed process can leave: a renamed photo whose record never committed, a
        // temporary file of a dead process; and what a live process has: its temporary file.
        let deadPID = 999_999_999
        let leftovers = ["tree-\(tree.id + 1)-1.jpg", "issue-7.png", ".tmp-\(deadPID)-X.jpg"]
        let live = ".tmp-\(getpid())-Y.jpg"
        for name in leftovers + [live, "notes.txt"] { try Fixtures.jpeg.write(to: URL(fileURLWithPath: dir + "/" + name)) }
        _ = try RecordStore(directory: temp.directory)
        #expect(try temp.photoFiles() == [live, "notes.txt", tree.photos[0]].sorted())
    }

    @Test func timestampsRoundTripAtMillisecondPrecision() throws {
        let date = Date(timeIntervalSince1970: -1.5)
        #expect(Timestamp.iso8601(date) == "1969-12-31T23:59:58.500Z")
        #expect(Timestamp.parse("1969-12-31T23:59:58.500Z") == date)
        #expect(Timestamp.iso8601(Fixtures.t0) == "2024-03-15T14:30:22.123Z")
        #expect(Timestamp.parse("2024-03-15T14:30:22.123Z") == Timestamp.truncated(Fixtures.t0))
        #expect(Timestamp.parse("2024-03-15T14:30:22") == nil)
    }
}
