import Foundation
@testable import FieldSync
import Testing

/// A conflict's losing version is kept as the JSON of its server row: every value it holds
/// must come back from that JSON, whatever the text or number.
@Suite struct ServerRowImageTests {
    @Test func theJSONOfARowGivesBackEveryValue() throws {
        var row = ServerRowImage()
        let text = "a \"quoted\" \\ species\nwith a line break, \u{1} a control and é"
        let uid = UUID()
        row.set("species", .text(text))
        row.set("variety", .text(nil))
        row.set("latitude", .double(48.123456789012345))
        row.set("accuracy", .double(0.1))
        row.set("tiny", .double(1e-300))
        row.set("altitude", .double(.infinity))
        row.set("count", .integer(-7))
        row.set("version", .bigint(Int64.max))
        row.set("uid", .uuid(uid))
        row.set("photos", .textArray(["a\"b", "c"]))
        row.set("blob", .bytes(Data([0, 255, 10])))
        let json = row.json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["species"] as? String == text)
        #expect(object["variety"] is NSNull)
        // Foundation's reader rounds the 17th digit; the text itself reads back exactly.
        let latitude = try #require(json.firstRange(of: "\"latitude\":").map { json[$0.upperBound...].prefix { $0 != "," } })
        #expect(Double(latitude) == 48.123456789012345)
        #expect((object["accuracy"] as? NSNumber)?.doubleValue == 0.1)
        #expect((object["tiny"] as? NSNumber)?.doubleValue == 1e-300)
        #expect(object["altitude"] as? String == "inf")
        #expect((object["count"] as? NSNumber)?.intValue == -7)
        #expect((object["version"] as? NSNumber)?.int64Value == Int64.max)
        #expect(object["uid"] as? String == uid.uuidString.lowercased())
        #expect(object["photos"] as? [String] == ["a\"b", "c"])
        #expect(object["blob"] as? String == Data([0, 255, 10]).base64EncodedString())
        #expect(object.count == 11)
    }

    @Test func theMembersComeInColumnOrderByName() {
        var row = ServerRowImage()
        row.set("b", .integer(2))
        row.set("a", .integer(1))
        #expect(row.json() == "{\"a\":1,\"b\":2}")
    }
}
