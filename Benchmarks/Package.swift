// swift-tools-version: 6.1
// coordlab's in-process benchmarks, kept out of the main package so `make test` never
// builds them. `make bench` runs them (see bench.sh) beside whole-process timings.
import PackageDescription

let package = Package(
    name: "coordlab-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "coordlab", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "CoordLabBenchmarks",
            dependencies: [
                .product(name: "CoordLabSession", package: "coordlab"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/CoordLabBenchmarks",
            swiftSettings: [.unsafeFlags(["-Onone"], .when(configuration: .debug))],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v5]
)
