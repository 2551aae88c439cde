// swift-tools-version: 6.3
import Foundation
import PackageDescription

/// The static archives that Foundation needs besides the runtime's, found beside the
/// `swift` on `PATH` (`usr/lib/swift_static/linux`); `nil` when one is missing.
let staticFoundationArchives: [String]? = {
    let names = ["CoreFoundation", "_FoundationICU", "_FoundationCShims", "_FoundationCollections", "swiftSynchronization"]
    let path = Context.environment["PATH"] ?? ""
    guard let bin = path.split(separator: ":").map(String.init).first(where: {
        FileManager.default.isExecutableFile(atPath: $0 + "/swift")
    }) else { return nil }
    let toolchain = URL(fileURLWithPath: bin + "/swift").resolvingSymlinksInPath().deletingLastPathComponent()
    let archives = toolchain.appendingPathComponent("../lib/swift_static/linux").standardizedFileURL.path
    guard names.allSatisfy({ FileManager.default.fileExists(atPath: "\(archives)/lib\($0).a") }) else { return nil }
    return names
}()

/// Release builds of `fieldfix` on Linux link the Swift runtime and Foundation statically
/// when the toolchain has the archives: no dozen Swift libraries to load at each start
/// (Benchmarks/README.md gives the start-up time), and the binary runs on a device without
/// a Swift toolchain. Foundation's static archive needs its own dependencies named. Otherwise, or
/// with `FIELDFIX_DYNAMIC_STDLIB=1`, the link is dynamic.
let staticStdlib: [LinkerSetting] = {
    guard Context.environment["FIELDFIX_DYNAMIC_STDLIB"] != "1", let archives = staticFoundationArchives else { return [] }
    return [.unsafeFlags(["-static-stdlib"] + archives.map { "-l" + $0 }, .when(platforms: [.linux], configuration: .release))]
}()

/// How `fieldfix` is linked: ``staticStdlib``, and no symbol exported (the Swift driver
/// exports every symbol of an executable on Linux, `--export-dynamic`): nothing looks
/// symbols up in the executable, and a table of 52,000 of them slowed every start-up (the
/// loader's lookups, and the `dladdr` of the runtime's backtracer set-up), by about 1.5 ms.
let executableLinkerSettings: [LinkerSetting] = staticStdlib
    + [.unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux]))]

/// The major version of the system's libgps (`28` for `libgps.so` -> `libgps.so.28.0.0`),
/// whose soname `CGPSShim` loads; `nil` when no `libgps.so` is found (it then loads the
/// unversioned `libgps.so`).
let libgpsMajorVersion: String? = {
    let fileManager = FileManager.default
    let multiarch = ((try? fileManager.contentsOfDirectory(atPath: "/usr/lib")) ?? [])
        .filter { $0.contains("-linux-") }.map { "/usr/lib/" + $0 }
    for directory in multiarch + ["/usr/local/lib", "/usr/lib64", "/usr/lib"] {
        guard let target = try? fileManager.destinationOfSymbolicLink(atPath: directory + "/libgps.so") else { continue }
        let parts = URL(fileURLWithPath: target).lastPathComponent.components(separatedBy: ".so.")
        if parts.count == 2, let major = parts[1].split(separator: ".").first, major.allSatisfy(\.isNumber) {
            return String(major)
        }
    }
    return nil
}()

/// FieldFix: a GNSS capture library and command-line tool for Linux.
///
/// Module boundaries follow docs/architecture.md: `NMEA` and `Positioning` are pure (sans-I/O),
/// `Receivers` and `GPSD` are the I/O edge, `Capture` is a pure state machine,
/// `FieldStore` persists records, and `fieldfix` is the thin command-line tool.
let package = Package(
    name: "FieldFix",
    products: [
        .library(name: "NMEA", targets: ["NMEA"]),
        .library(name: "UBX", targets: ["UBX"]),
        .library(name: "Geodesy", targets: ["Geodesy"]),
        .library(name: "Positioning", targets: ["Positioning"]),
        .library(name: "NTRIP", targets: ["NTRIP"]),
        .library(name: "Receivers", targets: ["Receivers"]),
        .library(name: "GPSD", targets: ["GPSD"]),
        .library(name: "Capture", targets: ["Capture"]),
        .library(name: "Acquisition", targets: ["Acquisition"]),
        .library(name: "FieldStore", targets: ["FieldStore"]),
        .library(name: "TextEncoding", targets: ["TextEncoding"]),
        .library(name: "Pictures", targets: ["Pictures"]),
        .library(name: "Output", targets: ["Output"]),
        .library(name: "FrontEnd", targets: ["FrontEnd"]),
        .executable(name: "fieldfix", targets: ["fieldfix"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // fieldfix serve: the HTTP server and its testing module.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // The I/O errors Hummingbird's server throws (a port already in use), told by their errno.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        // Team sync (FieldSync) to PostgreSQL/PostGIS.
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.0.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // HTTP/1.1 parts as HTTPTypes, which Hummingbird's channel speaks (FieldHTTPChannel).
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    ],
    targets: [
        .target(name: "CNMEAScan"),
        .target(name: "NMEA", dependencies: ["CNMEAScan"]),
        .target(name: "UBX"),
        // WGS 84, the local east/north frame, distances and bearings: one geodesy for all.
        .target(name: "Geodesy"),
        .testTarget(name: "GeodesyTests", dependencies: ["Geodesy"]),
        .target(name: "Positioning", dependencies: ["NMEA", "UBX", "Geodesy", "TextEncoding"]),
        // The system-call edge shared by the I/O modules: writing every byte, pseudo-terminals, a loopback broadcaster.
        .target(name: "CSystemIO"),
        .target(name: "SystemIO", dependencies: ["CSystemIO"]),
        .testTarget(name: "SystemIOTests", dependencies: ["SystemIO"]),
        // NTRIP client core (issue 45): requests, replies (chunked), sourcetables, GGA, the
        // link's state machine. Pure; its I/O edge is still to be written.
        .target(name: "NTRIP", dependencies: ["NMEA", "Geodesy", "Positioning", "TextEncoding"]),
        .testTarget(name: "NTRIPTests", dependencies: ["NTRIP", "NMEA", "Positioning", "Simulator", "TestSupport"]),
        .target(name: "Receivers", dependencies: ["NMEA", "UBX", "Positioning", "SystemIO"]),
        // libgps through a C shim that loads it on first use (dlopen), by the soname of the
        // libgps.so the build found: a run that never talks to gpsd does not load it.
        .target(
            name: "CGPSShim",
            cSettings: libgpsMajorVersion.map { [.define("CGPSSHIM_LIBGPS_MAJOR", to: $0)] } ?? [],
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        .target(name: "GPSD", dependencies: ["Receivers", "Positioning", "NMEA", "CGPSShim"]),
        .target(name: "Capture", dependencies: ["Positioning", "Geodesy", "TextEncoding"]),
        // Acquiring a location from a live source: for a record (a capture session over the
        // fixes, ticks and keys) or to centre a query (the first passing fix).
        .target(name: "Acquisition", dependencies: ["Capture", "Receivers", "GPSD", "Positioning", "FieldStore", "Output", "FrontEnd", "SystemIO", "TextEncoding"]),
        .testTarget(name: "AcquisitionTests", dependencies: ["Acquisition", "Capture", "FieldStore", "Positioning", "Receivers", "Simulator"]),
        .target(name: "Simulator", dependencies: ["NMEA", "UBX", "Positioning", "Geodesy", "SystemIO", "TextEncoding"]),
        .target(
            name: "FieldStore",
            dependencies: ["Positioning", "Geodesy", "SystemIO", "TextEncoding", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // Text encoding below every writer: correctly rounded decimals, JSON, XML escaping.
        // Standard library only, so Pictures, Output and FieldStore can all use it.
        .target(name: "TextEncoding"),
        .testTarget(name: "TextEncodingTests", dependencies: ["TextEncoding"]),
        // SVG pictures of accuracy (timeline, scatter): pure, no I/O.
        .target(name: "Pictures", dependencies: ["Positioning", "Geodesy", "TextEncoding"]),
        .testTarget(name: "PicturesTests", dependencies: ["Pictures", "Positioning", "TestSupport"]),
        // Every encoder and formatter of the core's values: fix streams (gpsd TPV names),
        // records (the store's names), exports, human lines, ANSI colour and numbers. Front
        // ends call it; the modules below it know nothing of output. No I/O.
        .target(name: "Output", dependencies: ["NMEA", "UBX", "Positioning", "Capture", "FieldStore", "TextEncoding"]),
        // The front ends' shared runtime: what the CLI and the server both run over Output's
        // encoders: the live sources' statuses as lines, the live, replay, decode and bench
        // loops, questions on the terminal, and export and recovery files.
        .target(name: "FrontEnd", dependencies: ["NMEA", "Positioning", "Receivers", "Capture", "FieldStore", "Output", "SystemIO", "TextEncoding"]),
        .testTarget(name: "FrontEndTests", dependencies: ["FrontEnd", "Output", "Capture", "FieldStore", "Positioning", "Receivers", "SystemIO", "TestSupport"]),
        // fieldfix serve: the HTTP API and live stream over one LocationService.
        .target(
            name: "FieldServer",
            dependencies: [
                "Positioning", "Receivers", "GPSD", "Capture", "FieldStore", "Output", "FrontEnd", "Pictures", "SystemIO", "TextEncoding",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "_NIOFileSystem", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            ],
            resources: [
                .copy("Resources/openapi.json"),
                // The field web app (issue 20): plain HTML, CSS and JavaScript modules.
                .copy("Web"),
            ]
        ),
        .testTarget(
            name: "FieldServerTests",
            dependencies: [
                "FieldServer", "Positioning", "Receivers", "Capture", "FieldStore", "Output", "FrontEnd", "Simulator", "TestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        // Team sync: pure planning (FieldSync) and its PostgreSQL edge, issue 21.
        .target(
            name: "FieldSync",
            dependencies: ["FieldStore", "Positioning", "TextEncoding", .product(name: "PostgresNIO", package: "postgres-nio"),
                           .product(name: "Crypto", package: "swift-crypto")]
        ),
        .testTarget(name: "FieldSyncTests", dependencies: [
            "FieldSync", "FieldStore", "Positioning", "TestSupport", .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .executableTarget(
            name: "fieldfix",
            dependencies: [
                "NMEA", "UBX", "Positioning", "Receivers", "GPSD", "Capture", "Acquisition", "FieldStore", "Simulator",
                "SystemIO", "Pictures", "Output", "FrontEnd", "TextEncoding", "FieldServer", "FieldSync",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: executableLinkerSettings
        ),
        // Helpers the test targets share (loopback sockets, draws from the seeded generator).
        .target(name: "TestSupport", dependencies: ["Simulator", "Positioning"], path: "Tests/TestSupport"),
        .testTarget(name: "NMEATests", dependencies: ["NMEA", "Simulator", "TestSupport"]),
        .testTarget(name: "UBXTests", dependencies: ["UBX"]),
        .testTarget(name: "PositioningTests", dependencies: ["Positioning", "NMEA", "UBX", "Output", "Simulator", "TextEncoding", "TestSupport"]),
        .testTarget(name: "ReceiversTests", dependencies: ["Receivers", "Positioning", "NMEA", "Simulator", "TestSupport"]),
        .testTarget(name: "GPSDTests", dependencies: ["GPSD", "CGPSShim", "Receivers", "Positioning", "TestSupport"]),
        .testTarget(name: "CaptureTests", dependencies: ["Capture", "Positioning", "Simulator"]),
        .testTarget(name: "FieldStoreTests", dependencies: ["FieldStore", "Positioning", "Output", "FrontEnd", "TestSupport"]),
        .testTarget(name: "FieldFixCLITests", dependencies: [
            "Geodesy", "Positioning", "Receivers", "FieldStore", "Simulator", "TestSupport", "Output", "FrontEnd",
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .testTarget(name: "OutputTests", dependencies: ["Output", "Capture", "FieldStore", "Positioning", "NMEA", "TextEncoding", "TestSupport"]),
        .testTarget(name: "SimulatorTests", dependencies: ["Simulator", "Positioning", "NMEA", "UBX", "SystemIO", "TextEncoding", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
