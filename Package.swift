// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "coordlab",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "coordlab", targets: ["CoordLabCLI"]),
        .library(name: "CoordLab", targets: ["CoordLab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        .target(
            name: "CoordLab",
            dependencies: [
                "CEditLine",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ],
            swiftSettings: [
                // Release builds skip Swift's run-time exclusivity checks, a fifth of the
                // interpreter's time; debug builds (the tests) keep them.
                .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
            ]
        ),
        .executableTarget(
            name: "CoordLabCLI",
            dependencies: [
                "CoordLab",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "CoordLabTests",
            dependencies: ["CoordLab"],
            exclude: ["Graph/Goldens", "Lessons/Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
