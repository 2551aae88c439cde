/// The `A`/`V` status of RMC and GLL.
public enum DataStatus: UInt8, Hashable, Sendable, CaseIterable {
    /// `A`: data valid.
    case valid = 0x41
    /// `V`: data invalid (navigation receiver warning).
    case invalid = 0x56
}

extension DataStatus: LetterCode {
    public static let names = LetterCodeNames(of: DataStatus.self)
}
