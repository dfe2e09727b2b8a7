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
        summary: "the retain graph as a tree from the roots (or from NAME)",
        details: """
        Draws who holds whom, from the roots (globals, statics such as UIApplication.shared) or from NAME (Type#n or a
        Swift expression). Each line is a reference: its property (and index), an arrow for its kind (→ strong,
        ⇢ weak, ⇥ unowned; -> -.-> -x-> in ASCII), then the object as Type#n with its strong count. An object seen
        before is marked (seen above) instead of repeated; a reference back to an object on the current path is
        marked as a cycle. Leaked and abandoned objects are listed below the tree.
        --ascii      plain ASCII (also with TERM=dumb or a non-UTF-8 locale)
        --depth N    stop N levels down
        --children N list N references of each object (100 unless given), then count the rest
        --strong     leave out weak and unowned references
        --all        also UIKit's helper objects (views, buttons, bar items) that hold none of your objects
        """,
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
        name: "export", usage: ":export graph FILE [--force]", summary: "write the graph as Graphviz (.dot), Mermaid (.mmd) or text (.txt)",
        details: "The format follows the file's extension. The file is written atomically; an existing one is replaced only with --force.",
        scope: .program
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
        name: "why", usage: ":why NAME", summary: "every retain path from a root to an object, shortest first",
        details: "NAME is Type#n (as the graph shows objects) or any Swift expression. Paths follow strong references only, FBRetainCycleDetector style: `app -> childCoordinators[0] -> HomeCoordinator#1`.",
        scope: .program
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
        name: "leaks", usage: ":leaks", summary: "objects alive but unreachable from any root, with the cycle that keeps each",
        details: "Leaked, as Xcode's Leaks instrument means it: alive, yet no global, static or window reaches it through strong references. Each is shown with the cycle of strong references that keeps it alive.",
        scope: .program
    ) { context, args in
        try GestureCommands.expectNoArguments(args, "leaks")
        let (g, v) = context.workspace.analyse()
        context.say(v.leaked.isEmpty ? "no leaks" : v.leaked.map { leak in
            g.nodes[leak.node].name + (leak.cycle.isEmpty ? "  (held by another leaked object)"
                                       : "  " + GraphAnalysis.describe(leak.cycle, in: g))
        }.joined(separator: "\n"))
    }

    static let abandoned = Command(
        name: "abandoned", usage: ":abandoned", summary: "objects still reachable but no longer useful",
        details: """
        Abandoned, as Xcode's memory graph means it: reachable, so no leak tool reports it, but no longer useful.
        - A coordinator is abandoned when it is alive and reachable, some screen of its was shown, and none of its
          screens is on screen now. A coordinator's screens are the view controllers its methods created and the
          ones that refer to it (directly or through their view models); a coordinator whose child coordinators
          (held strongly) have screens on screen is in use, and so is a root coordinator (one no coordinator holds)
          that holds a controller on screen, such as the app's navigation controller. Coordinators are types named …Coordinator, types conforming to a protocol named
          …Coordinator or …Coordinating, and types marked with :coordinator NAME.
        - A view controller is abandoned when it was on screen, has left the window's hierarchy, and is still
          alive and reachable (MLeaksFinder's check).
        What is on screen is looked at after every input and every script step.
        """,
        scope: .program
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
        name: "counts", usage: ":counts [--all]", summary: "live instances per type (--all: the prelude's too)",
        details: "Like LifetimeTracker: how many instances of each type are alive now. UIKit's own helper types are left out unless --all is given.",
        scope: .program
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
        name: "coordinator", usage: ":coordinator TYPE", summary: "count TYPE as a coordinator for :abandoned",
        details: "Types named …Coordinator, or conforming to a protocol named …Coordinator or …Coordinating, are coordinators already; this marks any other.",
        scope: .program
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
