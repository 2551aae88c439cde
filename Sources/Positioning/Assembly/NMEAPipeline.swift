import NMEA

/// The whole NMEA path, sans-I/O: bytes → ``NMEAReader`` (framing, checksums, typed
/// sentences) → ``EpochAssembler`` (one ``Fix`` per epoch) → ``AccuracyEngine``
/// (accuracy, class, capture verdict).
///
/// Each fix is assessed as it is assembled, with an age of 0: whoever feeds the bytes
/// (a live source, a replay) owns the clock and the staleness of what it shows. Before
/// that, its geoid separation is resolved with ``geoid`` (see
/// ``Fix/resolveGeoidSeparation(with:)``).
///
/// ```swift
/// var pipeline = NMEAPipeline()
/// pipeline.feed(chunk)
/// pipeline.drain(onUpdate: { print(TPVEncoder.encode($0)) }, onError: { print($0) })
/// pipeline.finish(onUpdate: { print(TPVEncoder.encode($0)) }, onError: { print($0) })
/// ```
public struct NMEAPipeline: Sendable {
    /// Frames and parses the bytes.
    public var reader: NMEAReader
    /// Merges sentences into fixes.
    public var assembler = EpochAssembler()
    /// Assesses each fix.
    public var engine: AccuracyEngine
    /// The geoid model that gives a separation to fixes whose receiver sent none; without
    /// one, their height above the ellipsoid stays unknown.
    public var geoid: GeoidGrid?
    /// Sentences parsed so far (typed or not).
    public var sentenceCount: Int { counts.sentences }
    /// Errors so far: rejected sentences, malformed fields, over-long lines.
    public var errorCount: Int { counts.errors }
    /// Fixes assembled so far.
    public var fixCount: Int { counts.fixes }
    @usableFromInline var counts = (sentences: 0, errors: 0, fixes: 0)

    /// Creates a pipeline with an engine (confidence, UERE table, capture policy), parse
    /// options and, optionally, a geoid model.
    public init(engine: AccuracyEngine = AccuracyEngine(), options: ParseOptions = ParseOptions(), geoid: GeoidGrid? = nil) {
        self.engine = engine
        self.geoid = geoid
        self.reader = NMEAReader(options: options)
    }

    /// Adds the next bytes of the stream; call ``drain(onUpdate:onError:)`` after.
    public mutating func feed(_ bytes: some Sequence<UInt8>) {
        reader.feed(bytes)
    }

    /// Processes every complete sentence fed so far, in order.
    ///
    /// - Parameters:
    ///   - onUpdate: called with each assessed fix, as soon as its epoch is complete.
    ///   - onError: called with each rejected sentence or malformed field.
    /// - Throws: the first error `onUpdate` or `onError` throws; the events still pending
    ///   in the bytes fed are then dropped.
    /// - Complexity: O(n) in the bytes fed; no heap allocation per fix. Inlinable, so that
    ///   it is specialized for the caller's closures.
    @inlinable
    public mutating func drain<E: Error>(
        onUpdate: (LocationUpdate) throws(E) -> Void, onError: (NMEAError) throws(E) -> Void
    ) throws(E) {
        var none = NoObserver()
        try drain(observing: &none, onUpdate: onUpdate, onError: onError)
    }

    /// Processes every complete sentence fed so far, in order, as
    /// ``drain(onUpdate:onError:)`` does, and first shows each sentence and each error to
    /// `observer` (to count sentences per type, for instance).
    ///
    /// - Throws: the first error `onUpdate` or `onError` throws; `observer` has then seen
    ///   the events up to it.
    @inlinable
    public mutating func drain<E: Error, Observer: NMEAVisitor>(
        observing observer: inout Observer,
        onUpdate: (LocationUpdate) throws(E) -> Void, onError: (NMEAError) throws(E) -> Void
    ) throws(E) {
        let failure: E? = withoutActuallyEscaping(onUpdate) { onUpdate in
            withoutActuallyEscaping(onError) { onError in
                var visitor = Visitor(
                    assembler: assembler, engine: engine, geoid: geoid, observer: observer, onUpdate: onUpdate, onError: onError)
                reader.read(into: &visitor)
                assembler = visitor.assembler
                observer = visitor.observer
                counts.sentences += visitor.sentences
                counts.errors += visitor.errors
                counts.fixes += visitor.fixes
                return visitor.failure
            }
        }
        if let failure { throw failure }
    }

    /// Shows each sentence and error to the observer, hands each sentence the reader
    /// parses to the assembler, each fix to the engine and then to the caller.
    @usableFromInline
    struct Visitor<E: Error, Observer: NMEAVisitor>: NMEAVisitor {
        @usableFromInline var assembler: EpochAssembler
        @usableFromInline let engine: AccuracyEngine
        @usableFromInline let geoid: GeoidGrid?
        @usableFromInline var observer: Observer
        @usableFromInline let onUpdate: (LocationUpdate) throws(E) -> Void
        @usableFromInline let onError: (NMEAError) throws(E) -> Void
        @usableFromInline var sentences = 0
        @usableFromInline var errors = 0
        @usableFromInline var fixes = 0
        @usableFromInline var failure: E?

        @inlinable
        init(assembler: EpochAssembler, engine: AccuracyEngine, geoid: GeoidGrid?, observer: Observer,
             onUpdate: @escaping (LocationUpdate) throws(E) -> Void, onError: @escaping (NMEAError) throws(E) -> Void) {
            self.assembler = assembler
            self.engine = engine
            self.geoid = geoid
            self.observer = observer
            self.onUpdate = onUpdate
            self.onError = onError
        }

        @inlinable @inline(__always)
        mutating func visit(_ sentence: Sentence) {
            sentences += 1
            guard failure == nil else { return }
            observer.visit(sentence)
            let engine = self.engine, geoid = self.geoid, onUpdate = self.onUpdate
            var emitted = 0
            var failed: E?
            assembler.consume(sentence) { fix in
                emitted += 1
                guard failed == nil else { return }
                var fix = fix
                fix.resolveGeoidSeparation(with: geoid)
                do throws(E) { try onUpdate(engine.assess(fix, age: 0)) } catch { failed = error }
            }
            fixes += emitted
            failure = failed
        }

        @inlinable
        mutating func visit(_ error: NMEAError) {
            errors += 1
            guard failure == nil else { return }
            observer.visit(error)
            do throws(E) { try onError(error) } catch { failure = error }
        }
    }

    /// Ends the stream: processes a last line without a line ending, then emits the last epoch.
    public mutating func finish<E: Error>(
        onUpdate: (LocationUpdate) throws(E) -> Void, onError: (NMEAError) throws(E) -> Void
    ) throws(E) {
        var none = NoObserver()
        try finish(observing: &none, onUpdate: onUpdate, onError: onError)
    }

    /// Ends the stream as ``finish(onUpdate:onError:)`` does, showing the last sentences
    /// and errors to `observer` first.
    public mutating func finish<E: Error, Observer: NMEAVisitor>(
        observing observer: inout Observer,
        onUpdate: (LocationUpdate) throws(E) -> Void, onError: (NMEAError) throws(E) -> Void
    ) throws(E) {
        reader.finish()
        try drain(observing: &observer, onUpdate: onUpdate, onError: onError)
        let engine = self.engine, geoid = self.geoid
        var fixes = 0
        try assembler.finish { (fix: Fix) throws(E) in
            fixes += 1
            var fix = fix
            fix.resolveGeoidSeparation(with: geoid)
            try onUpdate(engine.assess(fix, age: 0))
        }
        counts.fixes += fixes
    }

    /// The observer of the plain ``drain(onUpdate:onError:)``: sees everything, keeps nothing.
    @usableFromInline
    struct NoObserver: NMEAVisitor {
        @inlinable init() {}
        @inlinable func visit(_ sentence: Sentence) {}
        @inlinable func visit(_ error: NMEAError) {}
    }
}
