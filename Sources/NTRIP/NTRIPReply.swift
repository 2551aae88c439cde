/// What a caster answered to a request, read from its status line and headers.
public enum NTRIPReply: Hashable, Sendable {
    /// The mountpoint's data follows (`ICY 200 OK` from a version 1 caster, `HTTP/1.1 200 OK`
    /// from a version 2 one).
    case stream(NTRIPVersion)
    /// The sourcetable follows (`SOURCETABLE 200 OK`, or a 200 whose content type is
    /// `gnss/sourcetable`): to a request for a mountpoint, it means there is no such mountpoint.
    case sourcetable
    /// 401: the caster refused the credentials (or wanted some).
    case unauthorized
    /// 404: no such mountpoint.
    case notFound
    /// Any other status, with its code and the caster's reason phrase.
    case refused(status: Int, reason: String)
}
