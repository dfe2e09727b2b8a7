import Foundation
import TestSupport
import Testing

/// The layers of docs/ARCHITECTURE.md: each target imports only the targets below it.
@Suite struct LayerTests {
    /// Each of the package's targets, lowest layer first, with the targets it may import.
    /// (Other modules, the toolchain's and the packages', are not layers and are free.)
    static let layers: KeyValuePairs<String, Set<String>> = [
        "CoordLabText": [],
        "CoordLabSyntax": [],
        "CoordLabSema": ["CoordLabSyntax"],
        "CoordLabLanguage": ["CoordLabSyntax", "CoordLabSema"],
        "UIKitPrelude": [],
        "CEditLine": [],
        "CoordLabTerminal": ["CEditLine", "CoordLabText"],
        "Toolchain": [],
        "CoordLabGraph": ["CoordLabLanguage", "CoordLabText"],
        "CoordLabSession": ["CoordLabLanguage", "UIKitPrelude", "CoordLabGraph", "CoordLabTerminal", "CoordLabText"],
        "CoordLabFuzz": ["CoordLabLanguage", "CoordLabSession", "Toolchain"],
        "CoordLabCLI": ["CoordLabLanguage", "UIKitPrelude", "CoordLabGraph", "CoordLabTerminal", "CoordLabSession",
                        "CoordLabFuzz", "CoordLabText"],
    ]

    /// The targets named above.
    static var targets: Set<String> { Set(layers.map(\.key)) }

    /// `(file, imported module)` for every import in the Swift files under `folder`.
    static func imports(under folder: URL) -> [(file: String, module: String)] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [(String, String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init)
                guard let k = words.firstIndex(of: "import"), k + 1 < words.count,
                      words[..<k].allSatisfy({ $0.hasPrefix("@") })
                else { continue }
                found.append((url.path, words[k + 1]))
            }
        }
        return found
    }

    /// No source file imports a target of its own layer or one above it.
    @Test func importsPointDown() {
        let sources = Harness.packageRoot.appendingPathComponent("Sources")
        for (target, allowed) in Self.layers {
            for (file, module) in Self.imports(under: sources.appendingPathComponent(target))
            where Self.targets.contains(module) && !allowed.contains(module) {
                Issue.record("\(file) imports \(module), which \(target) may not: see docs/ARCHITECTURE.md")
            }
        }
    }

    /// Every source target of the package is a layer here (a new one must be placed).
    @Test func everyTargetIsPlaced() throws {
        let sources = Harness.packageRoot.appendingPathComponent("Sources")
        let folders = try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { $0 != "PreludeEmbedder" && !$0.hasPrefix(".") }
        #expect(Set(folders) == Self.targets)
    }
}
