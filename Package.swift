// swift-tools-version: 6.1
import PackageDescription

/// Release builds of `fieldfix` on Linux link the Swift runtime and Foundation statically:
/// the binary starts in about 7 ms instead of 12 (no dynamic loading of a dozen Swift
/// libraries) and runs on a device without a Swift toolchain. Foundation's static archive
/// needs its own dependencies named. `FIELDFIX_DYNAMIC_STDLIB=1` links dynamically, for a
/// toolchain whose static archives differ.
let staticStdlib: [LinkerSetting] = Context.environment["FIELDFIX_DYNAMIC_STDLIB"] == "1" ? [] : [
    .unsafeFlags(
        ["-static-stdlib", "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims", "-l_FoundationCollections",
         "-lswiftSynchronization"],
        .when(platforms: [.linux], configuration: .release)),
]

/// FieldFix: a GNSS capture library and command-line tool for Linux.
///
/// Module boundaries follow `design.md`: `NMEA` and `Positioning` are pure (sans-I/O),
/// `Receivers` and `GPSD` are the I/O edge, `Capture` is a pure state machine,
/// `FieldStore` persists records, and `fieldfix` is the thin command-line tool.
let package = Package(
    name: "FieldFix",
    products: [
        .library(name: "NMEA", targets: ["NMEA"]),
        .library(name: "Positioning", targets: ["Positioning"]),
        .library(name: "Receivers", targets: ["Receivers"]),
        .library(name: "GPSD", targets: ["GPSD"]),
        .library(name: "Capture", targets: ["Capture"]),
        .library(name: "FieldStore", targets: ["FieldStore"]),
        .executable(name: "fieldfix", targets: ["fieldfix"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(name: "CNMEAScan"),
        .target(name: "NMEA", dependencies: ["CNMEAScan"]),
        .target(name: "Positioning", dependencies: ["NMEA"]),
        .target(name: "Receivers", dependencies: ["NMEA", "Positioning"]),
        .systemLibrary(
            name: "CGPSShim",
            pkgConfig: "libgps",
            providers: [.apt(["libgps-dev"])]
        ),
        .target(name: "GPSD", dependencies: ["Receivers", "Positioning", "CGPSShim"]),
        .target(name: "Capture", dependencies: ["Positioning"]),
        .target(name: "Simulator", dependencies: ["NMEA", "Positioning"]),
        .target(
            name: "FieldStore",
            dependencies: ["Positioning", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .executableTarget(
            name: "fieldfix",
            dependencies: [
                "NMEA", "Positioning", "Receivers", "GPSD", "Capture", "FieldStore", "Simulator",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: staticStdlib
        ),
        .testTarget(name: "NMEATests", dependencies: ["NMEA"]),
        .testTarget(name: "PositioningTests", dependencies: ["Positioning", "NMEA"]),
        .testTarget(name: "ReceiversTests", dependencies: ["Receivers", "Positioning", "NMEA"]),
        .testTarget(name: "GPSDTests", dependencies: ["GPSD", "Receivers", "Positioning"]),
        .testTarget(name: "CaptureTests", dependencies: ["Capture", "Positioning"]),
        .testTarget(name: "FieldStoreTests", dependencies: ["FieldStore", "Positioning"]),
        .testTarget(name: "FieldFixCLITests", dependencies: ["Positioning", "FieldStore"]),
        .testTarget(name: "SimulatorTests", dependencies: ["Simulator", "Positioning", "NMEA"]),
    ],
    swiftLanguageModes: [.v6]
)
