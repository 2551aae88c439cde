/// A sentence that carries ``PositionFixFields`` (GGA, GNS): the shared fields are read and
/// set on the sentence itself (`gga.latitude`, `gns.hdop = 0.9`), as if they were its own.
@dynamicMemberLookup
public protocol PositionFixSentence {
    /// The fields this sentence shares with the other fix sentence.
    var fix: PositionFixFields { get set }
}

extension PositionFixSentence {
    /// The shared fix field at `field`, read and set in place.
    @inlinable
    public subscript<Value>(dynamicMember field: WritableKeyPath<PositionFixFields, Value>) -> Value {
        get { fix[keyPath: field] }
        set { fix[keyPath: field] = newValue }
    }
}
