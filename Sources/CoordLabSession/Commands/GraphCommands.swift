import CoordLabText
import CoordLabGraph
import CoordLabLanguage
import Foundation
import UIKitPrelude

/// Commands that read the retain graph: why an object is alive, what leaked, what was
/// abandoned, how many of each type are alive.
enum GraphCommands {
    static let all: [Command] = [graph, why, leaks, abandoned, counts, export].map { $0.lookingOnly() } + [coordinator]

    static let graph = Command(
        name: "graph", usage: ":graph [NAME] [--ascii] [--depth N] [--children N] [--strong] [--all]",
        scope: .program
    ) { context, args in
        var options = context.graphOptions
        options.maxChildren = options.maxChildren ?? Self.childrenShown
        var everything = false
        var rest: [String] = []
        var k = 0
        while k < args.count {
            switch args[k] {
            case "--ascii": options.unicode = false
            case "--strong": options.showsWeak = false
            case "--weak": options.showsWeak = true
            case "--all": everything = true
            case "--depth":
                guard k + 1 < args.count, let n = Int(args[k + 1]), n > 0 else { throw CommandError(key: "graph.depth") }
                options.maxDepth = n
                k += 1
            case "--children":
                guard k + 1 < args.count, let n = Int(args[k + 1]), n > 0 else { throw CommandError(key: "graph.children") }
                options.maxChildren = n
                k += 1
            default:
                if args[k].hasPrefix("--") { throw CommandError(key: "graph.unknownOption", args[k]) }
                rest.append(args[k])
            }
            k += 1
        }
        var (g, v) = context.workspace.analyse()
        if !everything { g = g.withoutUIKitDetails() }
        if !rest.isEmpty {
            let name = rest.joined(separator: " ")
            guard let n = try context.workspace.resolveObject(name, in: g) else { throw CommandError(key: "graph.notAlive", name) }
            options.focus = n
        }
        context.say(TreeRenderer().render(g, verdicts: v, options: options))
    }

    /// How many references of one object `:graph` lists unless told: a coordinator with
    /// fifty thousand children would otherwise print a hundred thousand lines.
    static let childrenShown = 100

    static let export = Command(
        name: "export", helpKey: "export-graph", usage: ":export graph FILE [--force]", scope: .program
    ) { context, args in
        guard context.allowsFiles else { throw CommandError(key: "session.filesOff", "export") }
        let force = args.contains("--force")
        let rest = args.filter { $0 != "--force" }
        guard rest.count == 2, rest[0] == "graph" else { throw CommandError(key: "usage", ":export graph FILE.dot|FILE.mmd|FILE.txt [--force]") }
        let path = rest[1]
        let renderer: GraphRenderer
        var options = context.graphOptions
        options.colour = false
        switch URL(fileURLWithPath: path).pathExtension {
        case "dot", "gv": renderer = DOTRenderer()
        case "mmd", "mermaid": renderer = MermaidRenderer()
        case "txt": renderer = TreeRenderer()
        default: throw CommandError(key: "graph.format", path)
        }
        let (g, v) = context.workspace.analyse()
        try AtomicFile.write(renderer.render(g, verdicts: v, options: options) + "\n", to: path, overwrite: force)
        context.say(context.text("session.wrote", path))
    }

    static let why = Command(
        name: "why", usage: ":why NAME", scope: .program
    ) { context, args in
        guard !args.isEmpty else { throw CommandError(key: "usage", ":why NAME (Type#n, Swift)") }
        var (g, v) = context.workspace.analyse()
        let text = args.joined(separator: " ")
        guard let n = try context.workspace.resolveObject(text, in: g) else {
            throw CommandError(key: "graph.nothingHolds", text)
        }
        let paths = GraphAnalysis.retainPaths(to: n, in: &g)
        if paths.isEmpty {
            if let leak = v.leaked.first(where: { $0.node == n }) {
                context.say(context.text("why.leaked", g.nodes[n].name) + (leak.cycle.isEmpty ? "" :
                    " " + context.text("why.cycle", GraphAnalysis.describe(leak.cycle, in: g))))
            } else {
                context.say(context.text("why.heldByLeaked", g.nodes[n].name))
            }
            return
        }
        context.say(paths.map { TextWrap.wrap(GraphAnalysis.describe($0, in: g), width: context.graphOptions.width, hanging: "    ") }
            .joined(separator: "\n"))
    }

    static let leaks = Command(
        name: "leaks", usage: ":leaks", scope: .program
    ) { context, args in
        try GestureCommands.expectNoArguments(args, "leaks")
        let (g, v) = context.workspace.analyse()
        context.say(v.leaked.isEmpty ? context.text("leaks.none") : v.leaked.map { leak in
            g.nodes[leak.node].name + (leak.cycle.isEmpty ? "  " + context.text("leaks.heldByLeaked")
                                       : "  " + GraphAnalysis.describe(leak.cycle, in: g))
        }.joined(separator: "\n"))
    }

    static let abandoned = Command(
        name: "abandoned", usage: ":abandoned", scope: .program
    ) { context, args in
        try GestureCommands.expectNoArguments(args, "abandoned")
        let (g, v) = context.workspace.analyse()
        if v.abandoned.isEmpty, let reason = context.workspace.nothingOnScreenReason(in: g) {
            return context.say(context.text("abandoned.cannotJudge", context.text(reason)))
        }
        context.say(v.abandoned.isEmpty ? context.text("abandoned.none")
                    : v.abandoned.map { g.nodes[$0.node].name + "  " + $0.reason(context.graphOptions.words) }.joined(separator: "\n"))
    }

    static let counts = Command(
        name: "counts", usage: ":counts [--all]", scope: .program
    ) { context, args in
        let all = args.contains("--all")
        let (g, _) = context.workspace.analyse()
        var counts: [String: Int] = [:]
        var order: [String] = []
        for n in g.nodes where !n.isClosure {
            if counts[n.typeName] == nil { order.append(n.typeName) }
            counts[n.typeName, default: 0] += 1
        }
        let shown = order.filter { all || !context.workspace.isPreludeType($0) || $0.hasSuffix("Controller") || $0 == "UIWindow" }
        let width = shown.map(\.displayWidth).max() ?? 0
        context.say(shown.isEmpty ? context.text("counts.none") : shown.map {
            $0.padded(toWidth: width + 2) + String(counts[$0]!)
        }.joined(separator: "\n"))
    }

    static let coordinator = Command(
        name: "coordinator", usage: ":coordinator TYPE", scope: .program
    ) { context, args in
        guard args.count == 1 else { throw CommandError(key: "usage", ":coordinator TYPE") }
        guard case .classType? = context.workspace.interpreter.types[args[0]] else {
            throw CommandError(key: "coordinator.noClass", args[0])
        }
        context.workspace.roles.markedCoordinators.insert(args[0])
    }
}

extension Workspace {
    /// Whether objects of a type appear in summaries and the deinit log: the program's own
    /// types, view controllers and windows, not UIKit's helper objects.
    func isShownInSummaries(_ t: ClassType) -> Bool {
        !isPreludeType(t.name) || t.isViewController || t.name == "UIWindow"
    }

    /// Whether a type comes from the UIKit prelude.
    func isPreludeType(_ name: String) -> Bool {
        interpreter.types[name]?.nominal.map { UIKitPrelude.isPreludePath($0.location.file) } ?? false
    }
}
