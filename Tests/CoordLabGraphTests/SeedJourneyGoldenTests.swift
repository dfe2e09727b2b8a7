import Foundation
import Testing
@testable import CoordLabGraph
@testable import CoordLabSession

/// The retain tree of each seed's app after every step of its journey, as `:graph` draws
/// it, in Unicode and ASCII, and the final graph as DOT and Mermaid. The journeys are the
/// seed programs of Tests/Conformance/seeds, with a `:graph` before each `-- step` line.
@Suite struct SeedJourneyGoldenTests {
    static let seeds: [URL] = {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Conformance/seeds")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { dir.appendingPathComponent($0) }
    }()

    /// The seed program with a `:graph` command before each top-level step marker and at the end.
    static func journey(_ url: URL) throws -> String {
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        var sawStep = false
        for line in lines {
            if line.hasPrefix("print(\"--") || line.hasPrefix("print(\"==") {
                if sawStep { out.append(":graph") }
                sawStep = true
            }
            out.append(String(line))
        }
        out.append(":graph")
        return out.joined(separator: "\n")
    }

    /// Runs a journey, returning everything it printed (program output and graphs).
    static func run(_ script: String, unicode: Bool) throws -> (text: String, workspace: Workspace) {
        var text = ""
        let w = try Workspace(output: { text += $0 })
        var context = CommandContext(workspace: w, say: { text += $0 + "\n" })
        context.graphOptions = GraphRenderOptions(unicode: unicode, colour: false, width: 100)
        for part in Script(script).parts {
            switch part {
            case .swift(let s, let line): try w.run(swift: s, fileName: "journey.swift", firstLine: line)
            case .command(let c, _): try CommandTable.scripting.run(c, in: context)
            }
            w.observeScreen()
        }
        return (text, w)
    }

    @Test func everySeedHasAJourney() {
        #expect(Self.seeds.count >= 5, "the seed programs are found")
    }

    @Test("each step of the seed's journey", arguments: seeds)
    func journeyTrees(_ seed: URL) throws {
        let name = seed.deletingPathExtension().lastPathComponent
        let script = try Self.journey(seed)
        Golden.check(try Self.run(script, unicode: true).text, named: "journey-\(name).txt")
        let (ascii, w) = try Self.run(script, unicode: false)
        Golden.check(ascii, named: "journey-\(name)-ascii.txt")
        let (g, v) = w.analyse()
        let pruned = g.withoutUIKitDetails()
        Golden.check(DOTRenderer().render(pruned, verdicts: v, options: GraphRenderOptions()), named: "journey-\(name).dot")
        Golden.check(MermaidRenderer().render(pruned, verdicts: v, options: GraphRenderOptions()), named: "journey-\(name).mmd")
    }
}
