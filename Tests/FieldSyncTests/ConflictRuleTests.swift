import FieldStore
import Foundation
import Testing
@testable import FieldSync

@Suite struct ConflictRuleTests {
    let me = UUID(uuidString: "00000000-0000-4000-8000-00000000000a")!
    let other = UUID(uuidString: "00000000-0000-4000-8000-00000000000b")!
    let uid = UUID()

    func edit(at time: Int64, base: Int64?) -> SyncRecord {
        SyncRecord(kind: .tree, uid: uid, updatedAt: time, base: base, content: .collection(name: "x", createdAt: 0))
    }

    func deletion(at time: Int64, base: Int64?) -> SyncRecord {
        SyncRecord(kind: .tree, uid: uid, updatedAt: time, base: base, content: nil)
    }

    @Test func aNewRecordOrAnEditOfTheServersVersionIsApplied() {
        #expect(ConflictRule.decide(edit(at: 5, base: nil), device: me, server: nil) == .apply)
        let server = ServerVersion(updatedAt: 5, device: other, deleted: false)
        #expect(ConflictRule.decide(edit(at: 9, base: 5), device: me, server: server) == .apply)
        #expect(ConflictRule.decide(deletion(at: 9, base: 5), device: me, server: server) == .apply)
    }

    @Test func aVersionTheServerHoldsAlreadyChangesNothing() {
        let server = ServerVersion(updatedAt: 9, device: me, deleted: false)
        #expect(ConflictRule.decide(edit(at: 9, base: 5), device: me, server: server) == .alreadyThere)
        let deleted = ServerVersion(updatedAt: 3, device: other, deleted: true)
        #expect(ConflictRule.decide(deletion(at: 9, base: 1), device: me, server: deleted) == .alreadyThere)
    }

    @Test func concurrentChangesGoToTheLaterEditDeletionsIncluded() {
        let server = ServerVersion(updatedAt: 7, device: other, deleted: false)
        #expect(ConflictRule.decide(edit(at: 9, base: 5), device: me, server: server) == .replaceConflicting(server))
        #expect(ConflictRule.decide(edit(at: 6, base: 5), device: me, server: server) == .keepServer(server))
        #expect(ConflictRule.decide(deletion(at: 9, base: 5), device: me, server: server) == .replaceConflicting(server))
        let deleted = ServerVersion(updatedAt: 7, device: other, deleted: true)
        #expect(ConflictRule.decide(edit(at: 6, base: 5), device: me, server: deleted) == .keepServer(deleted))
        #expect(ConflictRule.decide(edit(at: 8, base: 5), device: me, server: deleted) == .replaceConflicting(deleted))
        // Same millisecond: the larger device id wins, whichever pushes first.
        let tie = ServerVersion(updatedAt: 9, device: other, deleted: false)
        #expect(ConflictRule.decide(edit(at: 9, base: 5), device: me, server: tie) == .keepServer(tie))
        let mine = ServerVersion(updatedAt: 9, device: me, deleted: false)
        #expect(ConflictRule.decide(edit(at: 9, base: 5), device: other, server: mine) == .replaceConflicting(mine))
    }

    /// A device's next edit, made before it learnt that the server took its previous one,
    /// follows that one: no conflict with itself.
    @Test func aDevicesOwnEarlierVersionIsNoConflict() {
        let server = ServerVersion(updatedAt: 7, device: me, deleted: false)
        #expect(ConflictRule.decide(edit(at: 9, base: 5), device: me, server: server) == .apply)
        #expect(ConflictRule.decide(deletion(at: 9, base: nil), device: me, server: server) == .apply)
    }
}

@Suite struct PhotoHashTests {
    @Test func matchesKnownDigests() {
        #expect(PhotoHash.hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(PhotoHash.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(PhotoHash.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func matchesSha256sumOnALargeBuffer() throws {
        let data = SyncFixtures.jpeg(seed: 3, size: 200_003)
        let path = try SyncFixtures.file(data)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let expected = try Cluster.run("/usr/bin/sha256sum", [path]).prefix(64)
        #expect(PhotoHash.hex(data) == String(expected))
        #expect(try PhotoHash.hex(ofFileAt: path) == String(expected))
    }
}

@Suite struct PostgresTargetTests {
    @Test func readsTheURLAndFillsTheRestFromTheEnvironment() throws {
        let target = try PostgresTarget(url: "postgres://surveyor@db.example:6543/field?sslmode=require", environment: [:])
        #expect(target.user == "surveyor" && target.host == "db.example" && target.port == 6543 && target.database == "field")
        #expect(target.sslMode == .require && target.password == nil)
        let defaults = try PostgresTarget(url: "postgresql://", environment: ["PGUSER": "ann", "PGHOST": "h", "PGPORT": "5444", "PGPASSWORD": "pw"])
        #expect(defaults.user == "ann" && defaults.host == "h" && defaults.port == 5444 && defaults.database == "ann")
        #expect(defaults.sslMode == .prefer && defaults.password == "pw")
    }

    @Test func neverShowsThePassword() throws {
        let target = try PostgresTarget(url: "postgres://ann:s3cret@h:5432/db", environment: [:])
        #expect(target.password == "s3cret")
        #expect(!target.description.contains("s3cret"))
        #expect(target.description == "postgres://ann@h:5432/db")
    }

    @Test func refusesOtherURLs() {
        for url in ["http://h/db", "postgres://h:99999/db", "postgres://h/db?sslmode=sometimes", "postgres://h/db?options=-c%20x"] {
            #expect(throws: SyncError.self) { try PostgresTarget(url: url, environment: [:]) }
        }
    }

    @Test func takesThePasswordFromAPrivatePassFile() throws {
        let path = FileManager.default.temporaryDirectory.path + "/pgpass-\(UUID().uuidString)"
        try "# comment\nother:5432:*:ann:no\nh:5432:*:ann:pa\\:ss\n*:*:*:*:fallback\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        #expect(try PostgresTarget(url: "postgres://ann@h/db", environment: ["PGPASSFILE": path]).password == "pa:ss")
        #expect(try PostgresTarget(url: "postgres://bob@x/db", environment: ["PGPASSFILE": path]).password == "fallback")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        #expect(try PostgresTarget(url: "postgres://ann@h/db", environment: ["PGPASSFILE": path]).password == nil)
    }
}
