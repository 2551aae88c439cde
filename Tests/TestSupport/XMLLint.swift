import Foundation

/// Well-formedness checks by the system's `xmllint` (libxml2-utils, in scripts/install-deps).
public enum XMLLint {
    /// The tool's path.
    public static let path = "/usr/bin/xmllint"

    /// Whether xmllint is installed.
    public static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// Whether xmllint reads `document` (given on its standard input) as well-formed XML.
    public static func isWellFormed(_ document: String) throws -> Bool {
        try Program(path, ["--noout", "--nonet", "-"]).run(input: Data(document.utf8)).status == 0
    }
}
