// Fuzzes source URL parsing: never a crash, and a parsed URL's description parses back to it.
import CFuzzerDriver
import Glibc
import Receivers

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let url = try? SourceURL(parsing: text) else { return 0 }
    guard let again = try? SourceURL(parsing: url.description), again == url else {
        fatalError("\(text.debugDescription) parsed as \(url), which does not parse back")
    }
    return 0
})
