/// The case names of a ``LetterCode`` type by raw value: read from the cases once, so that
/// naming a code costs a table lookup rather than a reflection of the value.
public struct LetterCodeNames: Sendable {
    private let table: [String]

    /// The names of `type`'s cases.
    public init<Code: LetterCode>(of type: Code.Type) {
        var table = Array(repeating: "", count: 256)
        for code in Code.allCases { table[Int(code.rawValue)] = String(describing: code) }
        self.table = table
    }

    /// The name of the case whose raw value is `rawValue`.
    public subscript(rawValue: UInt8) -> String { table[Int(rawValue)] }
}
