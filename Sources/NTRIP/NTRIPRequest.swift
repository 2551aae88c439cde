/// The bytes of a request to a caster: a mountpoint's stream or the sourcetable.
///
/// Version 2 is HTTP/1.1 with `Host` and `Ntrip-Version: Ntrip/2.0`; version 1 is the
/// HTTP/1.0 form older casters expect. Both carry `User-Agent: NTRIP FieldFix/VERSION`
/// (casters reject agents that do not begin with `NTRIP`) and Basic authentication when
/// credentials are given.
public enum NTRIPRequest {
    /// The request for `endpoint`'s mountpoint (the sourcetable when it is empty).
    ///
    /// - Parameter agentVersion: FieldFix's version number (`0.1.0`).
    public static func bytes(for endpoint: NTRIPEndpoint, version: NTRIPVersion, agentVersion: String) -> [UInt8] {
        var lines: [String] = []
        switch version {
        case .v2:
            lines.append("GET /\(endpoint.mountpoint) HTTP/1.1")
            let host = endpoint.host.contains(":") ? "[\(endpoint.host)]" : endpoint.host
            lines.append("Host: \(host):\(endpoint.port)")
            lines.append("Ntrip-Version: Ntrip/2.0")
            lines.append("User-Agent: NTRIP FieldFix/\(agentVersion)")
        case .v1:
            lines.append("GET /\(endpoint.mountpoint) HTTP/1.0")
            lines.append("User-Agent: NTRIP FieldFix/\(agentVersion)")
        }
        if let credentials = endpoint.credentials { lines.append("Authorization: \(credentials.basicAuthorization)") }
        lines.append("Connection: close")
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }
}
