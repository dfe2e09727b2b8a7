import Testing
import CoordLabText
@testable import CoordLabGraph

/// The tree, DOT and Mermaid renderers against golden files, and the terminal options.
@Suite struct RendererTests {
    /// `renderer`'s output for fixture `name` with its options, adjusted by `change`.
    func render(_ renderer: GraphRenderer, _ name: String,
                _ change: (inout GraphRenderOptions) -> Void = { _ in }) -> String {
        let (hand, fixed) = RendererFixtures.fixture(name)
        var options = fixed
        change(&options)
        return renderer.render(hand.graph, verdicts: hand.verdicts, options: options)
    }

    /// `text` without ANSI SGR escapes (`ESC [ … m`).
    func stripped(_ text: String) -> String {
        var result = "", inEscape = false
        for character in text {
            if character == "\u{1B}" {
                inEscape = true
            } else if inEscape {
                if character == "m" { inEscape = false }
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The Unicode tree of each fixture.
    @Test(arguments: RendererFixtures.names)
    func unicodeTree(_ name: String) {
        Golden.check(render(TreeRenderer(), name), named: "\(name).txt")
    }

    /// The ASCII tree of each fixture, which has no byte outside ASCII but the names and
    /// words of the Korean fixture (Hangul syllables).
    @Test(arguments: RendererFixtures.names)
    func asciiTree(_ name: String) {
        let text = render(TreeRenderer(), name) { $0.unicode = false }
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII || (0xAC00...0xD7A3).contains($0.value) })
        Golden.check(text, named: "\(name)-ascii.txt")
    }

    /// The Graphviz DOT of each fixture.
    @Test(arguments: RendererFixtures.names)
    func dot(_ name: String) {
        Golden.check(render(DOTRenderer(), name), named: "\(name).dot")
    }

    /// The Mermaid flowchart of each fixture.
    @Test(arguments: RendererFixtures.names)
    func mermaid(_ name: String) {
        Golden.check(render(MermaidRenderer(), name), named: "\(name).mmd")
    }

    /// Coloured trees have escapes, and without them equal the colourless trees.
    @Test(arguments: RendererFixtures.names)
    func colourStrippedEqualsPlain(_ name: String) {
        for unicode in [true, false] {
            let plain = render(TreeRenderer(), name) { $0.unicode = unicode }
            let coloured = render(TreeRenderer(), name) { $0.unicode = unicode; $0.colour = true }
            #expect(coloured.contains("\u{1B}["))
            #expect(stripped(coloured) == plain)
        }
    }

    /// Leaked names are red, abandoned ones yellow, weak references dim.
    @Test func colourMarksVerdictsAndWeakReferences() {
        let leak = render(TreeRenderer(), "leak") { $0.colour = true }
        #expect(leak.contains("\u{1B}[1;31mTimer#1\u{1B}[0m"))
        #expect(leak.contains("\u{1B}[2mweak\u{1B}[0m \u{1B}[2mlastTimer\u{1B}[0m"))
        let abandoned = render(TreeRenderer(), "abandoned") { $0.colour = true }
        #expect(abandoned.contains("\u{1B}[1;33mTrackingCoordinator#1\u{1B}[0m"))
    }

    /// At width 40 no line of the wrapping fixtures (English, and Korean with two-column
    /// Hangul) takes more than 40 terminal columns.
    @Test(arguments: ["wrapping", "korean"])
    func wrappedLinesFitTheWidth(_ name: String) {
        for unicode in [true, false] {
            let lines = render(TreeRenderer(), name) { $0.unicode = unicode }.split(separator: "\n")
            #expect(lines.allSatisfy { $0.displayWidth <= 40 }, "\(lines.filter { $0.displayWidth > 40 })")
        }
    }

    /// Past `maxChildren` references of one object, one line counts the rest; without a
    /// limit, every reference is listed.
    @Test func manyReferencesEndWithACountOfTheRest() {
        var g = HandGraph()
        let app = g.object("AppCoordinator", 1)
        for k in 0..<150 {
            let child = g.object("ChildCoordinator", 1)
            g.ref(app, "children[\(k)]", child)
        }
        g.root("app", [("app", app)])
        let cut = TreeRenderer().render(g.graph, verdicts: g.verdicts, options: GraphRenderOptions(maxChildren: 100))
            .split(separator: "\n")
        #expect(cut.count == 102)
        #expect(cut[100].hasPrefix("├─ children[99] → ChildCoordinator#100"))
        #expect(cut.last == "└─ … 50 more references (--children N lists more)")
        let ascii = TreeRenderer().render(g.graph, verdicts: g.verdicts,
                                          options: GraphRenderOptions(maxChildren: 149, unicode: false))
        #expect(ascii.hasSuffix("`-- ... 1 more reference (--children N lists more)"))
        let all = TreeRenderer().render(g.graph, verdicts: g.verdicts, options: GraphRenderOptions())
        #expect(all.split(separator: "\n").count == 151 && !all.contains("more reference"))
    }

    /// A focus index outside the graph gives one explanatory line.
    @Test func focusOnAMissingNodeSaysSo() {
        #expect(render(TreeRenderer(), "leak") { $0.focus = 99 } == "no node with index 99")
    }

    /// DOT and Mermaid escaping of quotes, backslashes, brackets and HTML.
    @Test func escaping() {
        #expect(DOTRenderer.quoted("routes[\"a\\b\"]\nx") == #""routes[\"a\\b\"]\nx""#)
        #expect(MermaidRenderer.escaped("routes[\"<a>\"];&") == "routes[#quot;#lt;a#gt;#quot;]#59;#amp;")
        #expect(MermaidRenderer.isPlain("weak parent"))
        #expect(!MermaidRenderer.isPlain("children[0]"))
    }
}
