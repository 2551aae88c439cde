/// A one-letter code of a sentence field (`A`, `V`, a fix quality digit), named in decoded
/// output by its case (`valid`, `autonomous`).
public protocol LetterCode: RawRepresentable<UInt8>, CaseIterable {
    /// The name of each case, found once per type.
    static var names: LetterCodeNames { get }
}

extension LetterCode {
    /// The case's name, such as `autonomous`.
    public var name: String { Self.names[rawValue] }
}
