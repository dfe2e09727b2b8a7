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
                guard k + 1 < args.count, let n = Int(args[k + 1]), n > 0 else { throw CommandError("--depth takes a number from 1") }
                options.maxDepth = n
                k += 1
            case "--children":
                guard k + 1 < args.count, let n = Int(args[k + 1]), n > 0 else { throw CommandError("--children takes a number from 1") }
                options.maxChildren = n
                k += 1
            default:
                if args[k].hasPrefix("--") { throw CommandError("unknown option \(args[k]); see :help graph") }
                rest.append(args[k])
            }
            k += 1
        }
        var (g, v) = context.workspace.analyse()
        if !everything { g = g.withoutUIKitDetails() }
        if !rest.isEmpty {
            let name = rest.joined(separator: " ")
            guard let n = try context.workspace.resolveObject(name, in: g) else { throw CommandError("\(name) is not alive") }
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
        guard context.allowsFiles else { throw CommandError(":export is not available here: lessons cannot write files") }
        let force = args.contains("--force")
        let rest = args.filter { $0 != "--force" }
        guard rest.count == 2, rest[0] == "graph" else { throw CommandError("usage: :export graph FILE.dot|FILE.mmd|FILE.txt [--force]") }
        let path = rest[1]
        let renderer: GraphRenderer
        var options = context.graphOptions
        options.colour = false
        switch URL(fileURLWithPath: path).pathExtension {
        case "dot", "gv": renderer = DOTRenderer()
        case "mmd", "mermaid": renderer = MermaidRenderer()
        case "txt": renderer = TreeRenderer()
        default: throw CommandError("\(path): choose the format by extension: .dot (Graphviz), .mmd (Mermaid) or .txt")
        }
        let (g, v) = context.workspace.analyse()
        try AtomicFile.write(renderer.render(g, verdicts: v, options: options) + "\n", to: path, overwrite: force)
        context.say("wrote \(path)")
    }

    static let why = Command(
        name: "why", usage: ":why NAME", scope: .program
    ) { context, args in
        guard !args.isEmpty else { throw CommandError("usage: :why NAME (Type#n or a Swift expression)") }
        var (g, v) = context.workspace.analyse()
        let text = args.joined(separator: " ")
        guard let n = try context.workspace.resolveObject(text, in: g) else {
            throw CommandError("\(text) is not alive: nothing holds it")
        }
        let paths = GraphAnalysis.retainPaths(to: n, in: &g)
        if paths.isEmpty {
            if let leak = v.leaked.first(where: { $0.node == n }) {
                context.say("\(g.nodes[n].name) is leaked: no root reaches it." + (leak.cycle.isEmpty ? "" :
                    " It keeps itself alive: " + GraphAnalysis.describe(leak.cycle, in: g)))
            } else {
                context.say("\(g.nodes[n].name) is held only by objects that are themselves leaked")
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
        context.say(v.leaked.isEmpty ? "no leaks" : v.leaked.map { leak in
            g.nodes[leak.node].name + (leak.cycle.isEmpty ? "  (held by another leaked object)"
                                       : "  " + GraphAnalysis.describe(leak.cycle, in: g))
        }.joined(separator: "\n"))
    }

    static let abandoned = Command(
        name: "abandoned", usage: ":abandoned", scope: .program
    ) { context, args in
        try GestureCommands.expectNoArguments(args, "abandoned")
        let (g, v) = context.workspace.analyse()
        if v.abandoned.isEmpty, let reason = context.workspace.nothingOnScreenReason(in: g) {
            return context.say("nothing can be judged abandoned: " + reason)
        }
        context.say(v.abandoned.isEmpty ? "nothing abandoned"
                    : v.abandoned.map { g.nodes[$0.node].name + "  " + $0.reason }.joined(separator: "\n"))
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
        let width = shown.map(\.count).max() ?? 0
        context.say(shown.isEmpty ? "no live objects" : shown.map {
            $0.padding(toLength: width + 2, withPad: " ", startingAt: 0) + String(counts[$0]!)
        }.joined(separator: "\n"))
    }

    static let coordinator = Command(
        name: "coordinator", usage: ":coordinator TYPE", scope: .program
    ) { context, args in
        guard args.count == 1 else { throw CommandError("usage: :coordinator TYPE") }
        guard case .classType? = context.workspace.interpreter.types[args[0]] else {
            throw CommandError("there is no class named '\(args[0])'")
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
