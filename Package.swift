// swift-tools-version: 6.1
import PackageDescription

/// Release builds skip Swift's run-time exclusivity checks in the layers that run
/// programs and analyse their graphs (a fifth of the interpreter's time); debug builds,
/// the tests, keep them.
let uncheckedExclusivity: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]

let syntax: [Target.Dependency] = [
    .product(name: "SwiftSyntax", package: "swift-syntax"),
    .product(name: "SwiftParser", package: "swift-syntax"),
    .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
    .product(name: "SwiftOperators", package: "swift-syntax"),
    .product(name: "SwiftDiagnostics", package: "swift-syntax"),
]

// The layers, lowest first; each target imports only targets above it in this list
// (docs/ARCHITECTURE.md draws them, Scripts/check-layers checks the imports).
let package = Package(
    name: "coordlab",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "coordlab", targets: ["CoordLabCLI"]),
        // For the benchmarks package: the session and the graph it analyses.
        .library(name: "CoordLabSession", targets: ["CoordLabSession", "CoordLabGraph"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
    ],
    targets: [
        // Parsing: source text to a folded syntax tree, locations and compile errors.
        .target(name: "CoordLabSyntax", dependencies: syntax + [.product(name: "SwiftIfConfig", package: "swift-syntax")]),
        // Type checking: every name, member and expression typed before anything runs.
        .target(name: "CoordLabSema", dependencies: ["CoordLabSyntax"] + syntax),
        // coordlab's Swift: compiling typed syntax to nodes (Compiler), running them with
        // Swift's ARC (Runtime).
        .target(
            name: "CoordLabLanguage",
            dependencies: ["CoordLabSyntax", "CoordLabSema"] + syntax,
            swiftSettings: uncheckedExclusivity
        ),
        // The UIKit stand-ins as Swift files (UIKit/), embedded at build time.
        .target(name: "UIKitPrelude", exclude: ["UIKit", "Swift", "Combine"], plugins: ["EmbedPrelude"]),
        .executableTarget(name: "PreludeEmbedder"),
        .plugin(name: "EmbedPrelude", capability: .buildTool(), dependencies: ["PreludeEmbedder"]),
        // How many terminal columns text takes (East Asian Width), for everything that aligns.
        .target(name: "CoordLabText"),
        // Retain graphs of a running program, their verdicts and their renderings.
        .target(name: "CoordLabGraph", dependencies: ["CoordLabLanguage", "CoordLabText"], swiftSettings: uncheckedExclusivity),
        // libedit, the line editor and the one policy for colour and Unicode on a terminal.
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        .target(name: "CoordLabTerminal", dependencies: ["CEditLine", "CoordLabText"]),
        // A live program with the prelude (Workspace), commands, lessons, transcripts and
        // the interactive session.
        .target(
            name: "CoordLabSession",
            dependencies: ["CoordLabLanguage", "UIKitPrelude", "CoordLabGraph", "CoordLabTerminal", "CoordLabText"],
            swiftSettings: uncheckedExclusivity
        ),
        // Running swiftc and other programs, for the fuzzers and the tests.
        .target(name: "Toolchain"),
        // Mutated inputs and random ARC programs compared with swiftc.
        .target(name: "CoordLabFuzz", dependencies: ["CoordLabSession", "Toolchain"]),
        // The `coordlab` command: parses options and calls the layers below.
        .executableTarget(
            name: "CoordLabCLI",
            dependencies: [
                "CoordLabSession", "CoordLabFuzz", "UIKitPrelude", "CoordLabTerminal", "CoordLabText",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Tests: one target per layer, the differential suite, and the binary end to end.
        .target(name: "TestSupport", dependencies: ["Toolchain"], path: "Tests/TestSupport"),
        .testTarget(name: "CoordLabSemaTests", dependencies: ["CoordLabSema", "CoordLabSyntax"]),
        .testTarget(name: "CoordLabLanguageTests", dependencies: ["CoordLabLanguage", "CoordLabSession"]),
        .testTarget(name: "UIKitPreludeTests", dependencies: ["UIKitPrelude", "CoordLabLanguage", "CoordLabSession", "TestSupport"]),
        .testTarget(
            name: "CoordLabGraphTests",
            dependencies: ["CoordLabGraph", "CoordLabLanguage", "CoordLabSession", "CoordLabText", "TestSupport"],
            exclude: ["Goldens"]
        ),
        .testTarget(name: "CoordLabTerminalTests", dependencies: ["CoordLabTerminal", "CoordLabText", "TestSupport"]),
        .testTarget(
            name: "CoordLabSessionTests",
            dependencies: [
                "CoordLabSession", "CoordLabLanguage", "CoordLabGraph", "CoordLabTerminal", "CoordLabText", "UIKitPrelude",
                "TestSupport",
            ],
            exclude: ["Lessons/Fixtures"]
        ),
        .testTarget(name: "CoordLabFuzzTests", dependencies: ["CoordLabFuzz", "CoordLabSession", "CoordLabLanguage", "TestSupport"]),
        .testTarget(name: "ConformanceTests", dependencies: ["UIKitPrelude", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport", "CoordLabText"]),
        .testTarget(name: "CoordLabTextTests", dependencies: ["CoordLabText"]),
        .testTarget(name: "ArchitectureTests", dependencies: ["TestSupport"]),
    ],
    swiftLanguageModes: [.v5]
)
