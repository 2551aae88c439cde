/// The NTRIP protocol version a request is made in.
public enum NTRIPVersion: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// NTRIP 1.0: `GET /MOUNT HTTP/1.0`, answered `ICY 200 OK` and raw bytes.
    case v1 = "1"
    /// NTRIP 2.0: HTTP/1.1 with `Ntrip-Version: Ntrip/2.0`, usually chunked.
    case v2 = "2"

    public var description: String { self == .v1 ? "NTRIP 1.0" : "NTRIP 2.0" }
}
