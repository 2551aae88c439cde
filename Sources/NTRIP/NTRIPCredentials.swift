import Foundation

/// A caster's user name and password. Its description never shows the password, so that a
/// message or status that prints it by mistake shows `user:***`.
public struct NTRIPCredentials: Hashable, Sendable, CustomStringConvertible {
    public let user: String
    public let password: String

    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }

    /// The `Authorization` header's value: `Basic` and base64 of `user:password`.
    public var basicAuthorization: String { "Basic " + Data("\(user):\(password)".utf8).base64EncodedString() }

    public var description: String { "\(user):***" }
}
