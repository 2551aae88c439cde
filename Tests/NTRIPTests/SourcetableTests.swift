import NTRIP
import Testing

@Suite struct SourcetableTests {
    private let text = """
        CAS;caster.example;2101;Example;Operator;0;DEU;48.10;11.50;;0;\r
        NET;EXNET;Operator;B;N;http://x;http://y;;none\r
        STR;FAR;Hamburg;RTCM 3.2;1005(10),1077(1);2;GPS+GLO;EXNET;DEU;53.55;9.99;0;0;sNTRIP;none;B;N;9600;\r
        STR;NEAR;Munich;RTCM 3.3;1006(10),1087(1);2;GPS+GLO+GAL;EXNET;DEU;48.14;11.58;1;1;VRS;none;B;N;9600;\r
        STR;NOWHERE;?;RTCM 3;;0;GPS;EXNET;DEU;0.00;0.00;0;0;x;none;N;N;0;\r
        ENDSOURCETABLE\r

        """

    @Test func readsStreamsCastersAndNetworks() throws {
        let table = try Sourcetable(parsing: text)
        #expect(table.streams.map(\.mountpoint) == ["FAR", "NEAR", "NOWHERE"])
        #expect(table.casters.first?.host == "caster.example" && table.casters.first?.port == 2101)
        #expect(table.networks.first?.identifier == "EXNET")
        let near = table.streams[1]
        #expect(near.format == "RTCM 3.3" && near.carrier == 2 && near.navigationSystems == "GPS+GLO+GAL")
        #expect(near.wantsNMEA && near.isNetwork && near.latitude == 48.14 && near.longitude == 11.58)
        #expect(table.streams[2].latitude == nil)
    }

    @Test func nearestFirstByGeodesicDistance() throws {
        let sorted = try Sourcetable(parsing: text).streams(nearLatitude: 48.137, longitude: 11.576)
        #expect(sorted.map(\.stream.mountpoint) == ["NEAR", "FAR", "NOWHERE"])
        #expect(sorted[0].distance! < 1000 && sorted[1].distance! > 500_000 && sorted[2].distance == nil)
    }

    @Test func shortLineNamesItsNumber() {
        #expect { try Sourcetable(parsing: "STR;A;B\n") } throws: { ($0 as? NTRIPError)?.message.contains("line 1") == true }
    }
}
