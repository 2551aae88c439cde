import Foundation

/// Well-formedness checks by the system's `xmllint` (libxml2-utils, in scripts/install-deps).
public enum XMLLint {
    /// The tool's path.
    public static let path = "/usr/bin/xmllint"

    /// Whether xmllint is installed.
    public static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// Whether xmllint reads `document` (given on its standard input) as well-formed XML.
    public static func isWellFormed(_ document: String) throws -> Bool {
        let lint = Process()
        lint.executableURL = URL(fileURLWithPath: path)
        lint.arguments = ["--noout", "--nonet", "-"]
        let input = Pipe()
        lint.standardInput = input
        lint.standardOutput = FileHandle.nullDevice
        lint.standardError = FileHandle.nullDevice
        try lint.run()
        input.fileHandleForWriting.write(Data(document.utf8))
        try input.fileHandleForWriting.close()
        lint.waitUntilExit()
        return lint.terminationStatus == 0
    }
}
