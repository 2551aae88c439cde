/// One `NET` line of a sourcetable: a network of streams.
///
/// `NET;identifier;operator;authentication;fee;web-net;web-str;web-reg;misc`
public struct SourcetableNetwork: Hashable, Sendable {
    public var identifier: String
    public var `operator`: String
    public var authentication: String
    public var fee: Bool

    init(fields: [Substring]) {
        func field(_ index: Int) -> String { index < fields.count ? String(fields[index]) : "" }
        identifier = field(1)
        self.operator = field(2)
        authentication = field(3)
        fee = field(4) == "Y"
    }
}
