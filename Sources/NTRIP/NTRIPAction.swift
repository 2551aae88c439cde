/// What the I/O edge does for an ``NTRIPSession``, in order.
public enum NTRIPAction: Hashable, Sendable {
    /// Open a TCP connection to this host and port, then call ``NTRIPSession/connected(at:)``
    /// or ``NTRIPSession/connectionFailed(_:at:)``.
    case connect(host: String, port: Int)
    /// Send these bytes upstream (the request).
    case send([UInt8])
    /// Send the current position as GGA (the edge knows it: the receiver's latest fix or
    /// the position given); nothing when it has none.
    case sendPosition
    /// Hand these corrections bytes to the receiver.
    case deliver([UInt8])
    /// Close the connection.
    case disconnect
    /// Tell the user: the state changed.
    case report(NTRIPStatus)
}
