import Foundation
import Synchronization

/// The sessions paired devices hold, one per successful `GET /pair`: each can be listed and
/// revoked on its own. Kept in memory only (a restart of `serve` ends every session) and
/// bounded: pairing one more than ``capacity`` drops the one seen least recently, so that
/// pairing again and again cannot make the server's memory grow.
final class PairedSessions: Sendable {
    /// One paired device.
    struct Session: Sendable {
        /// Names the session in the API; not the secret.
        let id: String
        /// The cookie's value.
        let secret: String
        /// The device's `User-Agent` when it paired, made harmless (``label(userAgent:)``).
        let label: String
        let pairedAt: Date
        /// When a request last came with this session's cookie.
        var lastSeen: Date
    }

    /// The most sessions kept at once.
    static let capacity = 64
    /// The longest label kept, in Unicode scalars.
    static let labelLength = 120

    private let sessions = Mutex<[Session]>([])

    /// A new session for a device that sent `userAgent`, paired at `now`.
    func pair(userAgent: String?, at now: Date) -> Session {
        let session = Session(id: AccessGuard.secret(bytes: 8), secret: AccessGuard.secret(), label: Self.label(userAgent: userAgent),
                              pairedAt: now, lastSeen: now)
        sessions.withLock { sessions in
            if sessions.count >= Self.capacity, let oldest = sessions.indices.min(by: { sessions[$0].lastSeen < sessions[$1].lastSeen }) {
                sessions.remove(at: oldest)
            }
            sessions.append(session)
        }
        return session
    }

    /// The id of the session whose secret is `secret`, which is then seen at `now`; `nil` for
    /// none. Every secret is compared, each in constant time, so the answer takes as long
    /// whichever session matches, or none.
    func check(_ secret: String, at now: Date) -> String? {
        sessions.withLock { sessions in
            var match: Int?
            for index in sessions.indices where AccessGuard.same(sessions[index].secret, secret) { match = index }
            guard let match else { return nil }
            sessions[match].lastSeen = now
            return sessions[match].id
        }
    }

    /// The sessions, oldest pairing first.
    var all: [Session] { sessions.withLock { $0 } }

    /// Ends the session `id`; `false` when there is none.
    func revoke(id: String) -> Bool {
        sessions.withLock { sessions in
            guard let index = sessions.firstIndex(where: { $0.id == id }) else { return false }
            sessions.remove(at: index)
            return true
        }
    }

    /// A `User-Agent` as a label: text any device sent, so control characters and
    /// bidirectional controls become spaces, runs of spaces one, and it is cut to
    /// ``labelLength`` scalars; `unknown device` when nothing is left.
    static func label(userAgent: String?) -> String {
        var label = ""
        for scalar in (userAgent ?? "").unicodeScalars {
            let unsafe = scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
            let next: Unicode.Scalar = unsafe ? " " : scalar
            if next == " " && (label.isEmpty || label.unicodeScalars.last == " ") { continue }
            label.unicodeScalars.append(next)
            if label.unicodeScalars.count == labelLength { break }
        }
        while label.unicodeScalars.last == " " { label.unicodeScalars.removeLast() }
        return label.isEmpty ? "unknown device" : label
    }
}
