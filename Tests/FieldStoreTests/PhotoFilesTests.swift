import Foundation
import TestSupport
import Testing
@testable import FieldStore

@Suite(.attacks("file-system")) struct PhotoFilesTests {
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

    @Test func noFileIsRemovedThroughAPhotosFolderThatIsALink() throws {
        // Someone's store whose photos/ leads to another user's folder: opening it (as that
        // user, or root) and deleting its records must leave that folder's files alone.
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let elsewhere = temp.directory + "-elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: elsewhere) }
        let theirs = ["tree-99-1.jpg", "issue-5.jpg"]
        for name in theirs { try Fixtures.jpeg.write(to: URL(fileURLWithPath: elsewhere + "/" + name)) }
        let tree = try temp.store.saveTree(NewTree(species: "A"), at: Fixtures.location())
        try FileManager.default.removeItem(atPath: temp.store.photosDirectory)
        try FileManager.default.createSymbolicLink(atPath: temp.store.photosDirectory, withDestinationPath: elsewhere)
        let reopened = try RecordStore(directory: temp.directory)
        _ = try reopened.trees()
        try reopened.deleteTree(id: tree.id)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).sorted() == theirs.sorted())
    }

    /// A staged photo is whole under its temporary name (sealed by `AtomicFile`), placed by
    /// a rename; a stage that cannot write says which photo and file, and leaves nothing.
    @Test func aPhotoIsStagedWholeThenPlacedAndAFailedStageLeavesNothing() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let photos = temp.store.photos
        let bytes = Fixtures.jpeg + Data(repeating: 7, count: 200_000)
        let staged = try photos.stage(data: bytes, origin: "photo a.jpg")
        #expect(staged.temporaryName.hasPrefix(".tmp-\(getpid())-") && staged.format == .jpeg)
        #expect(try Data(contentsOf: URL(fileURLWithPath: photos.path(staged.temporaryName))) == bytes)
        try photos.place(staged, as: "tree-1-1.jpg")
        photos.syncDirectory()
        #expect(try temp.photoFiles() == ["tree-1-1.jpg"])

        try FileManager.default.removeItem(atPath: photos.directory)
        let error = #expect(throws: StoreError.self) { _ = try photos.stage(data: bytes, origin: "photo b.jpg") }
        #expect(error?.message.hasPrefix("photo b.jpg: cannot write the photo \(photos.directory)/.tmp-") == true, "\(String(describing: error))")
        #expect(error?.message.hasSuffix(": No such file or directory") == true)
        #expect(!FileManager.default.fileExists(atPath: photos.directory))
    }

    @Test(arguments: [
        ([0xFF, 0xD8, 0xFF, 0xDB] as [UInt8], ImageFormat.jpeg),
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], .png),
        ([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x6D, 0x69, 0x66, 0x31], .heic),
    ])
    func formatsAreRecognisedByMagicBytes(bytes: [UInt8], format: ImageFormat) {
        #expect(ImageFormat(magic: bytes) == format)
    }

    @Test func otherFilesAreNotImages() {
        #expect(ImageFormat(magic: Array("GIF89a".utf8)) == nil)
        #expect(ImageFormat(magic: [0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6F, 0x6D]) == nil) // MP4 "isom"
        #expect(ImageFormat(magic: [0xFF, 0xD8]) == nil)
    }
}
