import Foundation
import PostgresNIO

/// Where `sync --to` connects, read the way libpq reads it: a `postgres://` (or
/// `postgresql://`) URL `user[:password]@host[:port]/database[?sslmode=...&host=...]`, with
/// what it leaves out taken from `PGUSER`, `PGHOST`, `PGPORT`, `PGDATABASE`, `PGSSLMODE`,
/// and the password from the URL, else `PGPASSWORD`, else the password file (`PGPASSFILE`
/// or `~/.pgpass`). The password is never printed: ``description`` leaves it out.
public struct PostgresTarget: Sendable, CustomStringConvertible {
    /// libpq's `sslmode` values.
    public enum SSLMode: String, Sendable, CaseIterable {
        case disable, allow, prefer, require
        case verifyCA = "verify-ca"
        case verifyFull = "verify-full"
    }

    /// The user name.
    public var user: String
    /// The host name, address, or socket directory (starting with `/`).
    public var host: String
    /// The port.
    public var port: Int
    /// The database name.
    public var database: String
    /// The TLS mode.
    public var sslMode: SSLMode
    /// The password, when one was found (never printed).
    var password: String?

    /// The URL without the password.
    public var description: String { "postgres://\(user)@\(host.hasPrefix("/") ? "[\(host)]" : host):\(port)/\(database)" }

    /// Reads `url` with `environment` (libpq's variables, `HOME`) for what it leaves out.
    ///
    /// - Throws: ``SyncError`` (`badURL`) saying what is wrong with the URL.
    public init(url: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(SyncError) {
        guard let parts = URLComponents(string: url), let scheme = parts.scheme, ["postgres", "postgresql"].contains(scheme) else {
            throw SyncError(.badURL, "--to: expected postgres://user@host:port/database, got a URL of another form")
        }
        let query = Dictionary((parts.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
        let known: Set<String> = ["sslmode", "host", "port", "user", "dbname", "password"]
        if let unknown = query.keys.sorted().first(where: { !known.contains($0) }) {
            throw SyncError(.badURL, "--to: unsupported URL parameter \"\(unknown)\"")
        }
        func nonEmpty(_ text: String?) -> String? { text.flatMap { $0.isEmpty ? nil : $0 } }
        user = nonEmpty(parts.user) ?? nonEmpty(query["user"]) ?? nonEmpty(environment["PGUSER"]) ?? nonEmpty(environment["USER"]) ?? "postgres"
        host = nonEmpty(parts.host) ?? nonEmpty(query["host"]) ?? nonEmpty(environment["PGHOST"]) ?? "localhost"
        let portText = parts.port.map(String.init) ?? nonEmpty(query["port"]) ?? nonEmpty(environment["PGPORT"]) ?? "5432"
        guard let port = Int(portText), (1...65535).contains(port) else { throw SyncError(.badURL, "--to: bad port \"\(portText.prefix(20))\"") }
        self.port = port
        let path = parts.path.hasPrefix("/") ? String(parts.path.dropFirst()) : parts.path
        database = nonEmpty(path) ?? nonEmpty(query["dbname"]) ?? nonEmpty(environment["PGDATABASE"]) ?? user
        let modeText = nonEmpty(query["sslmode"]) ?? nonEmpty(environment["PGSSLMODE"]) ?? "prefer"
        guard let mode = SSLMode(rawValue: modeText) else {
            throw SyncError(.badURL, "--to: sslmode must be one of \(SSLMode.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        sslMode = mode
        password = nonEmpty(parts.password) ?? nonEmpty(query["password"]) ?? nonEmpty(environment["PGPASSWORD"])
        if password == nil {
            let file = nonEmpty(environment["PGPASSFILE"]) ?? nonEmpty(environment["HOME"]).map { $0 + "/.pgpass" }
            password = file.flatMap { PassFile(path: $0)?.password(host: host, port: port, database: database, user: user) }
        }
    }

    /// The connection settings for postgres-nio.
    func configuration() throws(SyncError) -> PostgresConnection.Configuration {
        if host.hasPrefix("/") {
            return PostgresConnection.Configuration(unixSocketPath: "\(host)/.s.PGSQL.\(port)", username: user,
                                                    password: password, database: database)
        }
        let tls: PostgresConnection.Configuration.TLS
        do {
            switch sslMode {
            case .disable, .allow:
                tls = .disable
            case .prefer, .require:
                var settings = TLSConfiguration.makeClientConfiguration()
                settings.certificateVerification = .none
                let context = try NIOSSLContext(configuration: settings)
                tls = sslMode == .prefer ? .prefer(context) : .require(context)
            case .verifyCA, .verifyFull:
                var settings = TLSConfiguration.makeClientConfiguration()
                settings.certificateVerification = sslMode == .verifyFull ? .fullVerification : .noHostnameVerification
                tls = .require(try NIOSSLContext(configuration: settings))
            }
        } catch {
            throw SyncError(.connection, "\(description): cannot set up TLS: \(error)")
        }
        return PostgresConnection.Configuration(host: host, port: port, username: user, password: password,
                                                database: database, tls: tls)
    }
}
