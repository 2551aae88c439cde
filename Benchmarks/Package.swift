// swift-tools-version: 6.1
import PackageDescription

/// FieldFix benchmarks (package-benchmark), a package of their own so that the root
/// package builds and tests without the benchmark harness. Run from this folder:
/// `swift package benchmark`.
let package = Package(
    name: "FieldFixBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "FieldFix", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "NMEAParsing",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "NMEA", package: "FieldFix"),
            ],
            path: "Benchmarks/NMEAParsing",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "FixPipeline",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "NMEA", package: "FieldFix"),
                .product(name: "Positioning", package: "FieldFix"),
                .product(name: "UBX", package: "FieldFix"),
            ],
            path: "Benchmarks/FixPipeline",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "OutputLines",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Output", package: "FieldFix"),
                .product(name: "Positioning", package: "FieldFix"),
                .product(name: "TextEncoding", package: "FieldFix"),
            ],
            path: "Benchmarks/OutputLines",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
