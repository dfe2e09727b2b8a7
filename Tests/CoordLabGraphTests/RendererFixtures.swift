@testable import CoordLabGraph
@testable import CoordLabLanguage
@testable import CoordLabSession

/// A retain graph written by hand: objects named `Type#k` in creation order, references
/// between them, roots, and the verdicts the analysis would give.
struct HandGraph {
    /// The graph built so far.
    var graph: RetainGraph {
        var g = nodesAndRoots
        g.outgoing = RetainGraph.Adjacency(lists)
        return g
    }
    /// The nodes and roots added so far.
    private var nodesAndRoots = RetainGraph()
    /// Each node's references, in the order they were added.
    private var lists: [[RetainGraph.Edge]] = []
    /// The verdicts to render with it.
    var verdicts = Verdicts()
    /// How many objects of each type exist, for `Type#k`.
    private var made: [String: Int] = [:]

    /// Adds an instance of `type` with `count` strong references; returns its index.
    mutating func object(_ type: String, _ count: Int) -> Int {
        made[type, default: 0] += 1
        return add(.init(index: nodesAndRoots.nodes.count, name: "\(type)#\(made[type]!)", typeName: type,
                         strongCount: count, isClosure: false))
    }

    /// Adds a closure context called `name`; returns its index.
    mutating func closure(_ name: String, _ count: Int) -> Int {
        add(.init(index: nodesAndRoots.nodes.count, name: name, typeName: "closure", strongCount: count, isClosure: true))
    }

    /// Appends `node` with no references yet.
    private mutating func add(_ node: RetainGraph.Node) -> Int {
        nodesAndRoots.nodes.append(node)
        lists.append([])
        return node.index
    }

    /// Adds the reference `label` from `from` to `to`; returns it.
    @discardableResult
    mutating func ref(_ from: Int, _ label: String, _ to: Int, _ kind: ReferenceKind = .strong) -> RetainGraph.Edge {
        let edge = RetainGraph.Edge(from: from, to: to, label: label, kind: kind)
        lists[from].append(edge)
        return edge
    }

    /// Adds a root holding each of `targets` under its label (a variable holding one object
    /// uses its own name as the label; an empty list is a nil variable).
    mutating func root(_ name: String, _ targets: [(String, Int)], _ kind: ReferenceKind = .strong) {
        nodesAndRoots.roots.append(.init(name: name, edges: targets.map { .init(from: nil, to: $0.1, label: $0.0, kind: kind) }))
    }
}

/// The graphs the renderer goldens are made from, each with the options it is shown with.
enum RendererFixtures {
    /// Names of the cases; each has goldens `name.txt`, `name-ascii.txt`, `name.dot`, `name.mmd`.
    static let names = ["coordinators", "coordinators-strong-only", "shared", "leak", "leak-focus",
                        "abandoned", "chain", "wrapping", "korean"]

    /// The graph, verdicts and options of the case `name`.
    static func fixture(_ name: String) -> (HandGraph, GraphRenderOptions) {
        switch name {
        case "coordinators": return (coordinators(), .init())
        case "coordinators-strong-only": return (coordinators(), .init(showsWeak: false))
        case "shared": return (shared(), .init())
        case "leak": return (leak(), .init())
        case "leak-focus": return (leak(), .init(focus: 1))
        case "abandoned": return (abandoned(), .init())
        case "chain": return (chain(), .init(maxDepth: 3))
        case "korean":
            var options = GraphRenderOptions(width: 40)
            options.words = GraphWords(Catalogue(.korean))
            return (korean(), options)
        default: return (wrapping(), .init(width: 40))
        }
    }

    /// An app coordinator with a weak-parent child, an unowned-parent child, a navigation
    /// controller three objects share, a dictionary entry, an array root and a nil root.
    static func coordinators() -> HandGraph {
        var g = HandGraph()
        let app = g.object("AppCoordinator", 1), window = g.object("UIWindow", 1)
        let nav = g.object("UINavigationController", 3), home = g.object("HomeViewController", 2)
        let homeModel = g.object("HomeViewModel", 1), detail = g.object("DetailCoordinator", 1)
        let detailVC = g.object("DetailViewController", 1), settings = g.object("SettingsCoordinator", 2)
        g.ref(window, "rootViewController", nav)
        g.ref(app, "navigationController", nav)
        g.ref(app, "childCoordinators[0]", detail)
        g.ref(app, "childCoordinators[1]", settings)
        g.ref(app, "routes[\"home\"]", home)
        g.ref(nav, "viewControllers[0]", home)
        g.ref(nav, "viewControllers[1]", detailVC)
        g.ref(home, "viewModel", homeModel)
        g.ref(homeModel, "coordinator", app, .weak)
        g.ref(detail, "parent", app, .weak)
        g.ref(detail, "navigationController", nav)
        g.ref(detailVC, "coordinator", detail, .unowned)
        g.ref(settings, "parent", app, .unowned)
        g.root("window", [("window", window)])
        g.root("appCoordinator", [("appCoordinator", app)])
        g.root("pendingFlows", [("pendingFlows[0]", settings)])
        g.root("launchURL", [])
        return g
    }

    /// Two screens sharing one view model that owns its coordinator, which holds the first
    /// screen and a closure capturing it: shared nodes and reachable cycles.
    static func shared() -> HandGraph {
        var g = HandGraph()
        let session = g.object("Session", 1), profile = g.object("ProfileViewController", 2)
        let edit = g.object("EditProfileViewController", 1), model = g.object("ProfileViewModel", 2)
        let coordinator = g.object("ProfileCoordinator", 2), onFinish = g.closure("closure#1", 1)
        g.ref(session, "screens[0]", profile)
        g.ref(session, "screens[1]", edit)
        g.ref(profile, "viewModel", model)
        g.ref(edit, "viewModel", model)
        g.ref(model, "coordinator", coordinator)
        g.ref(coordinator, "rootViewController", profile)
        g.ref(coordinator, "onFinish", onFinish)
        g.ref(onFinish, "self", coordinator)
        g.root("session", [("session", session)])
        return g
    }

    /// A timer and its closure holding each other, and a logger only the timer holds: all
    /// leaked; the app still points at the timer weakly.
    static func leak() -> HandGraph {
        var g = HandGraph()
        let app = g.object("App", 1), timer = g.object("Timer", 1), logger = g.object("Logger", 1)
        let tick = g.closure("closure#1", 1)
        g.ref(app, "lastTimer", timer, .weak)
        let onTick = g.ref(timer, "onTick", tick)
        g.ref(timer, "logger", logger)
        let capture = g.ref(tick, "self", timer)
        g.root("app", [("app", app)])
        g.verdicts = Verdicts(leaked: [.init(node: timer, cycle: [onTick, capture]),
                                       .init(node: logger, cycle: []),
                                       .init(node: tick, cycle: [capture, onTick])])
        return g
    }

    /// A child coordinator still in `childCoordinators` after its screen was swiped away.
    static func abandoned() -> HandGraph {
        var g = HandGraph()
        let app = g.object("AppCoordinator", 1), window = g.object("UIWindow", 1)
        let nav = g.object("UINavigationController", 3), home = g.object("HomeViewController", 1)
        let tracking = g.object("TrackingCoordinator", 1)
        g.ref(app, "navigationController", nav)
        g.ref(app, "childCoordinators[0]", tracking)
        g.ref(window, "rootViewController", nav)
        g.ref(nav, "viewControllers[0]", home)
        g.ref(home, "coordinator", app, .weak)
        g.ref(tracking, "parent", app, .weak)
        g.ref(tracking, "navigationController", nav)
        g.root("appCoordinator", [("appCoordinator", app)])
        g.root("window", [("window", window)])
        g.verdicts = Verdicts(abandoned: [.init(node: tracking,
                                                reason: "its screens are gone (TrackingViewController#1 left the screen)")])
        return g
    }

    /// A doubly linked list of six nodes (strong `next`, weak `previous`), for `maxDepth`.
    static func chain() -> HandGraph {
        var g = HandGraph()
        let nodes = (0..<6).map { _ in g.object("ListNode", 1) }
        for (a, b) in zip(nodes, nodes.dropFirst()) {
            g.ref(a, "next", b)
            g.ref(b, "previous", a, .weak)
        }
        g.root("head", [("head", nodes[0])])
        return g
    }

    /// Hangul type and property names (two columns a character), a cycle, a leak and an
    /// abandoned coordinator, in Korean words at width 40: every line must still fit.
    static func korean() -> HandGraph {
        var g = HandGraph()
        let app = g.object("앱코디네이터", 1), home = g.object("홈코디네이터", 1)
        let tracking = g.object("트래킹코디네이터", 1), search = g.object("검색화면", 1)
        let observer = g.closure("closure#1", 1)
        g.ref(app, "자식코디네이터목록[0]", home)
        g.ref(home, "부모코디네이터", app, .weak)
        g.ref(home, "자식코디네이터목록[0]", tracking)
        g.ref(tracking, "부모", home, .weak)
        g.ref(search, "검색결과를받았을때호출되는콜백", observer)
        g.ref(observer, "self", search)
        g.root("앱", [("앱", app)])
        g.verdicts = Verdicts(leaked: [.init(node: search, cycle: [
                                  .init(from: search, to: observer, label: "검색결과를받았을때호출되는콜백", kind: .strong),
                                  .init(from: observer, to: search, label: "self", kind: .strong)])],
                              abandoned: [.init(node: tracking, cause: .screensGone(["트래킹뷰컨트롤러#1"]))])
        return g
    }

    /// Long type names, a label longer than a line and a long reason, for width 40.
    static func wrapping() -> HandGraph {
        var g = HandGraph()
        let app = g.object("ApplicationCoordinator", 2), onboarding = g.object("OnboardingFlowCoordinator", 1)
        let nav = g.object("UINavigationController", 1), recorder = g.object("AnalyticsEventRecorder", 1)
        let observer = g.closure("closure#1", 1)
        g.ref(app, "childCoordinators[0]", onboarding)
        g.ref(app, "onAuthenticationStateDidChange", observer)
        g.ref(app, "analyticsRecorderForOnboardingAndAuthenticationEvents", recorder)
        g.ref(onboarding, "navigationController", nav)
        g.ref(onboarding, "parentCoordinator", app, .weak)
        g.ref(observer, "self", app)
        g.root("applicationCoordinator", [("applicationCoordinator", app)])
        g.verdicts = Verdicts(abandoned: [.init(node: onboarding, reason:
            "its screens are gone (OnboardingWelcomeViewController#1 left the screen)")])
        return g
    }
}
