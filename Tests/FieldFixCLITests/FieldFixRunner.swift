import Foundation

/// Runs the built `fieldfix` binary (beside the test bundle in the build folder) and
/// collects what it printed.
enum FieldFixRunner {
    /// What one run printed, and how it ended.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// The standard output's lines (without the empty one after the last newline).
        var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// gpsd's regression logs, `../shared/recordings/gpsd` from the package's root.
    static let gpsdLogs = root.deletingLastPathComponent().appendingPathComponent("shared/recordings/gpsd")

    /// gpsd's regression logs of u-blox receivers, `../shared/recordings/gpsd-ublox`.
    static let gpsdUbloxLogs = root.deletingLastPathComponent().appendingPathComponent("shared/recordings/gpsd-ublox")

    /// The `fieldfix` executable of the same build as the tests.
    static var binary: URL {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        while dir.path != "/" && !FileManager.default.fileExists(atPath: dir.appendingPathComponent("fieldfix").path) {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("fieldfix")
    }

    /// Runs `fieldfix` with `arguments`, feeding `input` to its standard input, with
    /// `environment` added to the tests' own.
    static func run(_ arguments: [String], input: Data? = nil, environment extra: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = root
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.merge(extra) { $1 }
        process.environment = environment
        // Standard error goes to a file, so that neither pipe can fill up and block the child.
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("fieldfix-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errURL) }
        let out = Pipe(), inp = Pipe()
        process.standardOutput = out
        process.standardError = try FileHandle(forWritingTo: errURL)
        process.standardInput = inp
        try process.run()
        if let input { inp.fileHandleForWriting.write(input) }
        try inp.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errData = try Data(contentsOf: errURL)
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
