import ArgumentParser
import Capture
import FieldStore
import Foundation
import Output
import Positioning
import Receivers

/// `fieldfix capture tree|issue`: acquire a location that passes the accuracy gate, freeze
/// it, and save a record there.
struct CaptureCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "capture",
        abstract: "Capture a tree or an issue at a location that passes the accuracy gate.",
        discussion: """
            Shows the live accuracy on standard error while acquiring. On a terminal, Enter \
            captures when the gate allows it (and says why not otherwise), Esc or Ctrl-C \
            cancels. With --auto (the default when standard input is not a terminal) the \
            first fix that reaches the target is captured. Nothing is saved when the capture \
            times out, the source ends or the accuracy never passes; the exit status is then 1 \
            (130 when cancelled, 143 on SIGTERM). Every option, photo and the store are checked \
            before the wait; a save that still fails afterwards prints the location and keeps \
            it in a recovery file for `fieldfix import`. A gate above 20 m (--max-accuracy) \
            needs --accept-poor-accuracy; each record keeps its threshold, the kind of source \
            it came from and both heights (above sea level and above the ellipsoid).
            """,
        subcommands: [CaptureTreeCommand.self, CaptureIssueCommand.self])

    /// Acquires and freezes a location with `options`, showing progress on standard error.
    ///
    /// - Returns: the location and what the record keeps beside it: the kind of source and
    ///   the heights (the sea-level height plus the geoid separation of the last fix heard;
    ///   a separation without a stated source came from the receiver).
    /// - Throws: `ExitCode` after printing the reason when no location was captured.
    static func captureLocation(_ options: CaptureOptions) async throws -> (CapturedLocation, CaptureContext) {
        let source = try CaptureSource(options.source, policy: options.policy, confidence: options.confidence.confidence)
        let interactive = !source.readsStandardInput && CaptureKeyboard.isTerminal
        var runner = CaptureRunner(
            configuration: options.configuration(interactive: interactive),
            status: CaptureStatusLine(interactive: interactive))
        // A signal cancels the capture like Esc, so that the terminal's settings are restored.
        Interruption.install()
        let keyboard = interactive ? CaptureKeyboard() : nil
        let (inputs, continuation) = AsyncStream.makeStream(of: CaptureRunner.Input.self)
        let feeders = [
            Task { await source.forward(to: continuation) },
            Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: CaptureRunner.tickInterval)
                    continuation.yield(Interruption.happened ? .interrupted : .tick)
                }
            },
            Task {
                guard let keyboard else { return }
                for await key in keyboard.keys { continuation.yield(.key(key)) }
            },
        ]
        defer {
            keyboard?.stop()
            for feeder in feeders { feeder.cancel() }
        }
        let location: CapturedLocation
        do {
            location = try await runner.run(inputs)
        } catch {
            TerminalText.printError("fieldfix: \(error)")
            throw error.exitCode
        }
        let context = CaptureContext(location: location, lastFix: runner.lastUpdate?.fix, origin: origin(of: source.url))
        if context.origin?.mayBeRecorded == true {
            TerminalText.printError("fieldfix: note: this location comes from \(source.url), possibly a recording, not a live receiver"
                + (location.time.map { "; its fix time \($0.iso8601) is the source's, the record's creation time is now" } ?? "")
                + "; the record keeps source \(context.origin?.rawValue ?? "")")
        }
        if options.maxAccuracy > CaptureOptions.standardGate {
            TerminalText.printError("fieldfix: warning: the gate was raised to \(CaptureFailure.number(options.maxAccuracy)) m "
                + "(--accept-poor-accuracy); the record keeps this threshold")
        }
        return (location, context)
    }

    /// The kind of source a URL reads.
    static func origin(of url: SourceURL) -> LocationOrigin {
        switch url {
        case .gpsd: return .gpsd
        case .serial: return .device
        case .tcp, .udp: return .network
        case .file: return .file
        case .standardInput: return .stdin
        }
    }

    /// Checks, before acquiring, that each photo exists, is a JPEG, PNG or HEIC image, and is
    /// no larger than a record accepts.
    static func validatePhotos(_ paths: [String]) throws {
        for path in paths {
            do { _ = try RecordStore.checkPhoto(atPath: path) } catch { throw ValidationError(error.message) }
        }
    }

    /// Checks, before acquiring, that a name option is not blank when given.
    static func validateName(_ value: String?, option: String, hint: String) throws {
        guard let value, value.allSatisfy(\.isWhitespace) else { return }
        throw ValidationError("--\(option) must not be empty: \(hint)")
    }

    /// Saves a captured record with `save`; when that fails, the frozen location is printed
    /// and written to a recovery file (by `recover`, given the folders to try) with the
    /// command that saves it later, and the command exits 1.
    static func saving<R>(_ location: CapturedLocation, store: StoreOptions,
                          recover: ([String]) throws(StoreError) -> RecoveryFile.Written,
                          _ save: () throws -> R) throws -> R {
        do {
            return try save()
        } catch {
            TerminalText.printError("fieldfix: the record was not saved: \(error)")
            TerminalText.printError("fieldfix: the captured location: \(describe(location))")
            do {
                let written = try recover([store.path + "/unsaved", FileManager.default.temporaryDirectory.path])
                let accept = location.horizontalAccuracy.meters >= CaptureOptions.standardGate ? " --accept-poor-accuracy" : ""
                TerminalText.printError("fieldfix: the record is kept in \(written.path); once the cause is fixed, save it with:\n"
                    + "  fieldfix import \(shellQuoted(written.path)) --store \(shellQuoted(store.path))\(accept)")
                for photo in written.photosLeftOut { TerminalText.printError("fieldfix: photo \(photo) could not be kept with it") }
            } catch {
                TerminalText.printError("fieldfix: \(error)")
            }
            throw ExitCode.failure
        }
    }

    /// `text` as one shell word: as is when it holds only safe characters, else in single quotes.
    static func shellQuoted(_ text: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+:,=@%")
        return !text.isEmpty && text.allSatisfy(safe.contains) ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// "48.8583700, 2.2944810 ±8.2 m (68%, receiver), single fix".
    static func describe(_ location: CapturedLocation) -> String {
        let latitude = String(format: "%.7f", location.latitude)
        let longitude = String(format: "%.7f", location.longitude)
        let accuracy = location.horizontalAccuracy
        var text = "\(latitude), \(longitude) ±\(CaptureFailure.number(accuracy.meters)) m"
            + " (\(accuracy.confidence.rawValue)%, \(accuracy.source.rawValue))"
        switch location.method {
        case .single: text += ", single fix"
        case .auto: text += ", auto-captured"
        case let .averaged(count, duration, scatter):
            text += ", mean of \(count) fix\(count == 1 ? "" : "es") over \(CaptureFailure.number(duration)) s, scatter \(CaptureFailure.number(scatter)) m"
        }
        return text
    }
}
