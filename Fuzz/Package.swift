// swift-tools-version: 6.1
import PackageDescription

/// libFuzzer targets for FieldFix, kept apart from the root package because they link only
/// with `-sanitize=fuzzer` (an ordinary build would miss libFuzzer's driver). Run them with
/// `scripts/fuzz [SECONDS] [TARGET...]`.
let package = Package(
    name: "FieldFixFuzz",
    dependencies: [.package(name: "FieldFix", path: "..")],
    targets: [
        .target(name: "CFuzzerDriver"),
        .executableTarget(name: "FuzzNMEAReader", dependencies: [
            "CFuzzerDriver", .product(name: "NMEA", package: "FieldFix"),
        ]),
        .executableTarget(name: "FuzzPipeline", dependencies: [
            "CFuzzerDriver", .product(name: "NMEA", package: "FieldFix"),
            .product(name: "Positioning", package: "FieldFix"),
        ]),
        .executableTarget(name: "FuzzGNSSReader", dependencies: [
            "CFuzzerDriver", .product(name: "NMEA", package: "FieldFix"),
            .product(name: "UBX", package: "FieldFix"), .product(name: "Positioning", package: "FieldFix"),
        ]),
        .executableTarget(name: "FuzzImporter", dependencies: [
            "CFuzzerDriver", .product(name: "FieldStore", package: "FieldFix"),
        ]),
        .executableTarget(name: "FuzzSourceURL", dependencies: [
            "CFuzzerDriver", .product(name: "Receivers", package: "FieldFix"),
        ]),
    ]
)
