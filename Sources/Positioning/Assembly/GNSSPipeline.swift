import NMEA
import UBX

/// The whole receiver path, sans-I/O: bytes → ``GNSSReader`` (NMEA sentences and UBX
/// frames in one stream, checksums, typed values) → ``EpochAssembler`` for NMEA and
/// ``UBXEpochAssembler`` for UBX (one ``Fix`` per epoch) → ``AccuracyEngine`` (accuracy,
/// class, capture verdict).
///
/// A receiver that sends both NMEA and UBX describes each epoch twice. Once the stream has
/// given a UBX navigation solution (NAV-PVT, NAV-SOL, NAV-POSLLH or NAV-HPPOSLLH), fixes
/// come from UBX only: its solution carries the receiver's own accuracy
/// and full flags, and one epoch gives one fix. NMEA sentences are still parsed, counted
/// and checked; the NMEA fixes before that point are emitted as they come.
///
/// Each fix has its geoid separation resolved with ``geoid`` (see
/// ``Fix/resolveGeoidSeparation(with:)``). `drain(onUpdate:onError:)` then assesses it as it is
/// assembled, with an age of 0: whoever feeds the bytes (a replay) owns the clock and the
/// staleness of what it shows. A source whose consumer assesses fixes itself (a
/// `LocationTracker`, with their ages) takes them unassessed from `drain(onFix:onError:)`.
///
/// ```swift
/// var pipeline = GNSSPipeline()
/// pipeline.feed(chunk)
/// pipeline.drain(onUpdate: { print(TPVEncoder.encode($0)) }, onError: { print($0) })
/// pipeline.finish(onUpdate: { print(TPVEncoder.encode($0)) }, onError: { print($0) })
/// ```
public struct GNSSPipeline: Sendable {
    /// Frames and parses the bytes.
    public var reader: GNSSReader
    /// Merges NMEA sentences into fixes.
    public var assembler: EpochAssembler
    /// Merges UBX messages into fixes.
    public var ubxAssembler: UBXEpochAssembler
    /// Assesses each fix.
    public var engine: AccuracyEngine
    /// The geoid model that gives a separation to fixes whose receiver sent none; without
    /// one, their height above the ellipsoid stays unknown.
    public var geoid: GeoidGrid?
    /// Sentences parsed so far (typed or not).
    public var sentenceCount: Int { counts.sentences }
    /// UBX messages read so far (checksummed, decoded or not).
    public var ubxMessageCount: Int { counts.ubxMessages }
    /// Errors so far: rejected sentences, malformed fields, over-long lines, rejected UBX frames.
    public var errorCount: Int { counts.errors }
    /// Fixes assembled so far.
    public var fixCount: Int { counts.fixes }
    @usableFromInline var counts = (sentences: 0, ubxMessages: 0, errors: 0, fixes: 0)

    /// Creates a pipeline with an engine (confidence, UERE table, capture policy), NMEA
    /// parse options and, optionally, a geoid model. Without
    /// ``ParseOptions/keepsSatellitesInView``, fixes from NMEA and from UBX alike carry no
    /// list of satellites (``Fix/satellites`` empty), only their counts: what a consumer
    /// that shows no sky needs, for less work a fix.
    public init(engine: AccuracyEngine = AccuracyEngine(), options: ParseOptions = ParseOptions(), geoid: GeoidGrid? = nil) {
        self.engine = engine
        self.geoid = geoid
        self.reader = GNSSReader(options: options)
        self.assembler = EpochAssembler(keepsSatellites: options.keepsSatellitesInView)
        self.ubxAssembler = UBXEpochAssembler(keepsSatellites: options.keepsSatellitesInView)
    }

    /// Adds the next bytes of the stream; call ``drain(onUpdate:onError:)`` after.
    public mutating func feed(_ bytes: some Collection<UInt8>) {
        reader.feed(bytes)
    }

    /// Adds the bytes `read` writes straight into the reader's buffer (given room for
    /// `count` bytes, it returns how many it wrote; 0 at the end of the input), and returns
    /// that number: ``GNSSReader/feed(upTo:reading:)``.
    ///
    /// - Throws: what `read` throws.
    public mutating func feed<E: Error>(
        upTo count: Int, reading read: (UnsafeMutableRawBufferPointer) throws(E) -> Int
    ) throws(E) -> Int {
        try reader.feed(upTo: count, reading: read)
    }

    /// Processes every complete sentence and UBX frame fed so far, in order.
    ///
    /// - Parameters:
    ///   - onUpdate: called with each assessed fix, as soon as its epoch is complete.
    ///   - onError: called with each rejected sentence, malformed field or UBX frame.
    /// - Throws: the first error `onUpdate` or `onError` throws; the events still pending
    ///   in the bytes fed are then dropped.
    /// - Complexity: O(n) in the bytes fed; no heap allocation per fix. Inlinable, so that
    ///   it is specialized for the caller's closures.
    @inlinable
    public mutating func drain<E: Error>(
        onUpdate: (LocationUpdate) throws(E) -> Void, onError: (GNSSError) throws(E) -> Void
    ) throws(E) {
        var none = NoObserver()
        try drain(observing: &none, onUpdate: onUpdate, onError: onError)
    }

    /// Processes everything fed so far, as ``drain(onUpdate:onError:)`` does, handing each
    /// fix on unassessed (its geoid separation resolved).
    @inlinable
    public mutating func drain<E: Error>(onFix: (Fix) throws(E) -> Void, onError: (GNSSError) throws(E) -> Void) throws(E) {
        var none = NoObserver()
        let geoid = self.geoid
        try drain(observing: &none, onFix: { (fix: consuming Fix) throws(E) in
            fix.resolveGeoidSeparation(with: geoid)
            try onFix(fix)
        }, onError: onError)
    }

    /// Processes everything fed so far, in order, as ``drain(onUpdate:onError:)`` does, and
    /// first shows each sentence, UBX message and error to `observer` (to count them per
    /// type, for instance).
    ///
    /// - Throws: the first error `onUpdate` or `onError` throws; `observer` has then seen
    ///   the events up to it.
    @inlinable
    public mutating func drain<E: Error, Observer: GNSSVisitor>(
        observing observer: inout Observer,
        onUpdate: (LocationUpdate) throws(E) -> Void, onError: (GNSSError) throws(E) -> Void
    ) throws(E) {
        let (engine, geoid) = (self.engine, self.geoid)
        try drain(observing: &observer, onFix: { (fix: consuming Fix) throws(E) in
            fix.resolveGeoidSeparation(with: geoid)
            try onUpdate(engine.assess(fix, age: 0))
        }, onError: onError)
    }

    /// The core of every drain: each fix to `onFix`, which takes it over (an assessed fix's
    /// update holds it without a copy). The callers' closures resolve the geoid separation:
    /// each is a literal whose context lives on the caller's stack, where a closure made here
    /// would be one more allocation at each drain, and the closure built for each sentence
    /// does not carry the grid (about 65 bytes, 15 instructions a sentence under callgrind).
    /// `withoutActuallyEscaping` still wraps the closures the visitor holds on the heap: one
    /// allocation per drain, whatever the number of fixes (Benchmarks/README.md, section 3).
    @inlinable
    mutating func drain<E: Error, Observer: GNSSVisitor>(
        observing observer: inout Observer,
        onFix: (consuming Fix) throws(E) -> Void, onError: (GNSSError) throws(E) -> Void
    ) throws(E) {
        let failure: E? = withoutActuallyEscaping(onFix) { onFix in
            withoutActuallyEscaping(onError) { onError in
                // The assemblers are moved into the visitor and back, not copied: a copy would
                // share their satellite lists, and the first change to each would copy it.
                var visitor = Visitor(
                    assembler: EpochAssembler(), ubxAssembler: UBXEpochAssembler(), observer: observer,
                    onFix: onFix, onError: onError)
                swap(&visitor.assembler, &assembler)
                swap(&visitor.ubxAssembler, &ubxAssembler)
                reader.read(into: &visitor)
                swap(&visitor.assembler, &assembler)
                swap(&visitor.ubxAssembler, &ubxAssembler)
                observer = visitor.observer
                counts.sentences += visitor.sentences
                counts.ubxMessages += visitor.ubxMessages
                counts.errors += visitor.errors
                counts.fixes += visitor.fixes
                return visitor.failure
            }
        }
        if let failure { throw failure }
    }

    /// Shows each event to the observer, hands each sentence to the NMEA assembler and each
    /// UBX message to the UBX assembler, and each fix to the caller.
    @usableFromInline
    struct Visitor<E: Error, Observer: GNSSVisitor>: GNSSVisitor {
        @usableFromInline var assembler: EpochAssembler
        @usableFromInline var ubxAssembler: UBXEpochAssembler
        @usableFromInline var observer: Observer
        @usableFromInline let onFix: (consuming Fix) throws(E) -> Void
        @usableFromInline let onError: (GNSSError) throws(E) -> Void
        @usableFromInline var sentences = 0
        @usableFromInline var ubxMessages = 0
        @usableFromInline var errors = 0
        @usableFromInline var fixes = 0
        @usableFromInline var failure: E?

        @inlinable
        init(assembler: EpochAssembler, ubxAssembler: UBXEpochAssembler, observer: Observer,
             onFix: @escaping (consuming Fix) throws(E) -> Void, onError: @escaping (GNSSError) throws(E) -> Void) {
            self.assembler = assembler
            self.ubxAssembler = ubxAssembler
            self.observer = observer
            self.onFix = onFix
            self.onError = onError
        }

        @inlinable @inline(__always)
        mutating func visit(_ sentence: Sentence) {
            sentences += 1
            guard failure == nil else { return }
            observer.visit(sentence)
            // Once a UBX solution has been seen, it is the one source of fixes.
            let onFix = self.onFix, fromUBX = ubxAssembler.hasSeenSolution
            var sink = FixSink()
            assembler.consume(sentence) { fix in if !fromUBX { sink.take(fix, onFix: onFix) } }
            settle(sink)
        }

        /// An untyped sentence carries nothing for a fix: only the observer sees it, lent.
        @inlinable
        mutating func visitUntyped(_ line: Span<UInt8>, end: Int, addressEnd: Int) {
            sentences += 1
            guard failure == nil else { return }
            observer.visitUntyped(line, end: end, addressEnd: addressEnd)
        }

        @inlinable
        mutating func visit(_ message: UBXMessage) {
            ubxMessages += 1
            guard failure == nil else { return }
            observer.visit(message)
            let onFix = self.onFix
            var sink = FixSink()
            ubxAssembler.consume(message) { fix in sink.take(fix, onFix: onFix) }
            settle(sink)
        }

        /// Counts the fixes a sink took and keeps the failure it met.
        @inlinable @inline(__always)
        mutating func settle(_ sink: FixSink) {
            fixes += sink.taken
            failure = sink.failure
        }

        @inlinable
        mutating func visit(_ error: NMEAError) {
            errors += 1
            guard failure == nil else { return }
            observer.visit(error)
            do throws(E) { try onError(.nmea(error)) } catch { failure = error }
        }

        @inlinable
        mutating func visit(_ error: UBXError) {
            errors += 1
            guard failure == nil else { return }
            observer.visit(error)
            do throws(E) { try onError(.ubx(error)) } catch { failure = error }
        }

        /// Takes the fixes an assembler emits for one sentence or message: hands each one
        /// to `onFix`, until `onFix` fails once; counts them all. A local value, so the
        /// assembler's closure does not capture the visitor: it holds only the counts, and
        /// `onFix` comes as an argument.
        @usableFromInline
        struct FixSink {
            @usableFromInline var taken = 0
            @usableFromInline var failure: E?

            @inlinable @inline(__always)
            init() {}

            @inlinable @inline(__always)
            mutating func take(_ fix: consuming Fix, onFix: (consuming Fix) throws(E) -> Void) {
                taken += 1
                guard failure == nil else { return }
                do throws(E) { try onFix(consume fix) } catch { failure = error }
            }
        }
    }

    /// Ends the stream: processes a last line without a line ending and reports an
    /// unfinished UBX frame, then emits the last epoch.
    public mutating func finish<E: Error>(
        onUpdate: (LocationUpdate) throws(E) -> Void, onError: (GNSSError) throws(E) -> Void
    ) throws(E) {
        var none = NoObserver()
        try finish(observing: &none, onUpdate: onUpdate, onError: onError)
    }

    /// Ends the stream as ``finish(onUpdate:onError:)`` does, showing the last sentences,
    /// messages and errors to `observer` first.
    public mutating func finish<E: Error, Observer: GNSSVisitor>(
        observing observer: inout Observer,
        onUpdate: (LocationUpdate) throws(E) -> Void, onError: (GNSSError) throws(E) -> Void
    ) throws(E) {
        let (engine, geoid) = (self.engine, self.geoid)
        try finish(observing: &observer, onFix: { (fix: consuming Fix) throws(E) in
            fix.resolveGeoidSeparation(with: geoid)
            try onUpdate(engine.assess(fix, age: 0))
        }, onError: onError)
    }

    /// Ends the stream as ``finish(onUpdate:onError:)`` does, handing the last fixes on unassessed.
    public mutating func finish<E: Error>(onFix: (Fix) throws(E) -> Void, onError: (GNSSError) throws(E) -> Void) throws(E) {
        var none = NoObserver()
        let geoid = self.geoid
        try finish(observing: &none, onFix: { (fix: consuming Fix) throws(E) in
            fix.resolveGeoidSeparation(with: geoid)
            try onFix(fix)
        }, onError: onError)
    }

    /// The core of every finish; its callers' closures resolve the geoid separation, as
    /// those of the core drain's callers do.
    mutating func finish<E: Error, Observer: GNSSVisitor>(
        observing observer: inout Observer,
        onFix: (consuming Fix) throws(E) -> Void, onError: (GNSSError) throws(E) -> Void
    ) throws(E) {
        reader.finish()
        try drain(observing: &observer, onFix: onFix, onError: onError)
        let fromUBX = ubxAssembler.hasSeenSolution
        var fixes = 0
        try assembler.finish { (fix: consuming Fix) throws(E) in
            guard !fromUBX else { return }
            fixes += 1
            try onFix(fix)
        }
        try ubxAssembler.finish { (fix: Fix) throws(E) in
            fixes += 1
            try onFix(fix)
        }
        counts.fixes += fixes
    }

    /// The observer of the plain ``drain(onUpdate:onError:)``: sees everything, keeps nothing.
    @usableFromInline
    struct NoObserver: GNSSVisitor {
        @inlinable init() {}
        @inlinable func visit(_ sentence: Sentence) {}
        @inlinable func visitUntyped(_ line: Span<UInt8>, end: Int, addressEnd: Int) {}
        @inlinable func visit(_ error: NMEAError) {}
        @inlinable func visit(_ message: UBXMessage) {}
        @inlinable func visit(_ error: UBXError) {}
    }
}
