import Foundation
import TestSupport

/// Checks a document with the system's own tools: `xmllint` (libxml2-utils) for well-formed
/// XML and `rsvg-convert` (librsvg2-bin) for a PNG. Both are in scripts/install-deps.
enum Rendering {
    static let xmllint = "/usr/bin/xmllint"
    static let rsvgConvert = "/usr/bin/rsvg-convert"

    /// Whether both tools are installed.
    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: xmllint) && FileManager.default.isExecutableFile(atPath: rsvgConvert)
    }

    /// Writes `svg` to a temporary file, runs xmllint on it and converts it to PNG; returns the
    /// two exit statuses and the PNG's size in bytes.
    static func check(_ svg: String) throws -> (xmllint: Int32, rsvg: Int32, pngBytes: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("picture.svg"), output = folder.appendingPathComponent("picture.png")
        try Data(svg.utf8).write(to: input)
        let lint = try run(xmllint, ["--noout", "--nonet", input.path])
        let render = try run(rsvgConvert, ["-o", output.path, input.path])
        let size = (try? Data(contentsOf: output).count) ?? 0
        return (lint, render, size)
    }

    private static func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
        try Program(tool, arguments).run().status
    }
}
