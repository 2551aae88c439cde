#if canImport(Glibc)
import Glibc
#endif
import Capture
import Foundation
import Synchronization

/// The keys a capture listens to on a terminal, read on a thread of its own in
/// non-canonical, no-echo mode (the terminal's settings are restored by ``stop()``).
public final class CaptureKeyboard: Sendable {
    /// The keys that mean something, in order: Enter captures, Esc or Ctrl-C cancels.
    public let keys: AsyncStream<CaptureInput>
    private let continuation: AsyncStream<CaptureInput>.Continuation
    private let saved: Mutex<termios?>
    private let stopped = Mutex(false)

    /// Whether standard input is a terminal.
    public static var isTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// Switches the terminal to key-at-a-time input and starts reading.
    public init() {
        (keys, continuation) = AsyncStream.makeStream(of: CaptureInput.self)
        var original = termios()
        if tcgetattr(STDIN_FILENO, &original) == 0 {
            var raw = original
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
            withUnsafeMutableBytes(of: &raw.c_cc) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
            tcsetattr(STDIN_FILENO, TCSANOW, &raw)
            saved = Mutex(original)
        } else {
            saved = Mutex(nil)
        }
        let thread = Thread { [self] in readKeys() }
        thread.name = "fieldfix-keys"
        thread.start()
    }

    /// Polls standard input every 100 ms so that ``stop()`` ends the thread.
    private func readKeys() {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        while !stopped.withLock({ $0 }) {
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            var byte: UInt8 = 0
            guard read(STDIN_FILENO, &byte, 1) == 1 else { break }
            switch byte {
            case 0x0A, 0x0D: continuation.yield(.capture)
            case 0x1B, 0x03: continuation.yield(.cancel)
            default: continue
            }
        }
        continuation.finish()
    }

    /// Stops reading and restores the terminal's settings.
    public func stop() {
        stopped.withLock { $0 = true }
        saved.withLock { original in
            guard var settings = original else { return }
            tcsetattr(STDIN_FILENO, TCSANOW, &settings)
            original = nil
        }
    }
}
