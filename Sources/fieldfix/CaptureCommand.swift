import ArgumentParser
import Capture
import FieldStore
import Foundation
import Positioning

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
            (130 when cancelled).
            """,
        subcommands: [CaptureTreeCommand.self, CaptureIssueCommand.self])

    /// Acquires and freezes a location with `options`, showing progress on standard error.
    ///
    /// - Throws: `ExitCode` after printing the reason when no location was captured.
    static func captureLocation(_ options: CaptureOptions) async throws -> CapturedLocation {
        let source = try CaptureSource(options.source, policy: options.policy)
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
        do {
            return try await runner.run(inputs)
        } catch {
            FileHandle.standardError.write(Data("fieldfix: \(error)\n".utf8))
            throw error.exitCode
        }
    }

    /// Checks that each photo exists and is a JPEG, PNG or HEIC image, before acquiring.
    static func validatePhotos(_ paths: [String]) throws {
        for path in paths {
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw ValidationError("cannot read photo \(path)")
            }
            defer { try? handle.close() }
            let head = (try? handle.read(upToCount: 16)) ?? Data()
            guard ImageFormat(magic: [UInt8](head)) != nil else {
                throw ValidationError("photo \(path) is not a JPEG, PNG or HEIC image")
            }
        }
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
            text += ", mean of \(count) fixes over \(CaptureFailure.number(duration)) s, scatter \(CaptureFailure.number(scatter)) m"
        }
        return text
    }
}
