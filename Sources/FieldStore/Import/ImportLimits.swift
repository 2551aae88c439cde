/// What an import accepts at most; anything larger is refused before a record is written.
public struct ImportLimits: Hashable, Sendable {
    /// The largest import file, bytes (default 512 MiB, enough for about 25 full-size photos
    /// as base64 plus hundreds of thousands of records).
    public var maximumFileBytes: Int
    /// The deepest nesting of arrays and objects (default 8; an export needs 5).
    public var maximumDepth: Int
    /// The most records in one file (default 1 000 000).
    public var maximumRecords: Int
    /// The most bytes of one record as written (default 64 MiB: two photos at the 20 MiB photo
    /// limit as base64, and the record's text). An import holds one record at a time, so this
    /// bounds its memory.
    public var maximumRecordBytes: Int

    /// Creates limits; every argument has the default documented on its property.
    public init(maximumFileBytes: Int = 512 * 1024 * 1024, maximumDepth: Int = 8, maximumRecords: Int = 1_000_000,
                maximumRecordBytes: Int = 64 * 1024 * 1024) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumDepth = maximumDepth
        self.maximumRecords = maximumRecords
        self.maximumRecordBytes = maximumRecordBytes
    }
}
