import Foundation
import Testing
@testable import CoordLabGraph
@testable import CoordLabSession

/// Leaked versus abandoned on real programs, retain paths, and linear work.
@Suite struct GraphAnalysisTests {
    /// Runs Swift (with `:commands`) in a fresh workspace with the prelude, observing the
    /// screen after each part as coordlab does; returns the workspace.
    func workspace(_ script: String) throws -> Workspace {
        let w = try Workspace(output: { _ in })
        let context = CommandContext(workspace: w, say: { _ in })
        for part in Script(script).parts {
            switch part {
            case .swift(let text, let line): try w.run(swift: text, fileName: "test.swift", firstLine: line)
            case .command(let text, _): try CommandTable.scripting.run(text, in: context)
            }
            w.observeScreen()
        }
        return w
    }

    /// Names of the leaked and abandoned objects.
    func verdicts(_ w: Workspace) -> (leaked: [String], abandoned: [String]) {
        let (g, v) = w.analyse()
        return (v.leaked.map { g.nodes[$0.node].name }, v.abandoned.map { g.nodes[$0.node].name })
    }

    /// The child-coordinator app of seed 001_7627a1c9d66d0067.txt, reduced to its lifetimes.
    static let childArrayApp = """
    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
    }
    final class HomeCoordinator: Coordinator {
        let navigationController: UINavigationController
        var childCoordinators: [Coordinator] = []
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let vc = HomeViewController()
            vc.coordinator = self
            navigationController.pushViewController(vc, animated: false)
        }
        func showTracking() {
            let child = TrackingCoordinator(navigationController: navigationController)
            child.parentCoordinator = self
            childCoordinators.append(child)
            child.start()
        }
    }
    final class TrackingCoordinator: Coordinator {
        let navigationController: UINavigationController
        weak var parentCoordinator: HomeCoordinator?
        var childCoordinators: [Coordinator] = []
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let vc = TrackingViewController()
            vc.coordinator = self
            navigationController.pushViewController(vc, animated: true)
        }
    }
    final class HomeViewController: UIViewController {
        weak var coordinator: HomeCoordinator?
        func tracking() { coordinator?.showTracking() }
    }
    final class TrackingViewController: UIViewController {
        weak var coordinator: TrackingCoordinator?
    }
    let window = UIWindow()
    let navigation = UINavigationController()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let home = HomeCoordinator(navigationController: navigation)
    home.start()

    """

    @Test func anEdgeSwipeAbandonsTheChildCoordinatorAndReEnteringMakesTwo() throws {
        let w = try workspace(Self.childArrayApp + ":tap tracking\n")
        #expect(verdicts(w).abandoned.isEmpty, "on screen: nothing abandoned")
        try w.run(swift: "_ = __coordlabSwipeBack(cancel: false)", fileName: "t")
        w.observeScreen()
        #expect(verdicts(w).abandoned == ["TrackingCoordinator#1"])
        #expect(verdicts(w).leaked.isEmpty, "reachable through childCoordinators: abandoned, not leaked")
    }

    @Test func twoAbandonedAfterReEntering() throws {
        let w = try workspace(Self.childArrayApp + ":tap tracking\n:swipe back\n:tap tracking\n:swipe back\n")
        #expect(verdicts(w).abandoned == ["TrackingCoordinator#1", "TrackingCoordinator#2"])
        #expect(verdicts(w).leaked.isEmpty)
    }

    @Test func aClosureCycleIsLeakedWithItsCycle() throws {
        let w = try workspace("""
        class Timer { var onTick: (() -> Void)? }
        class Clock {
            let timer = Timer()
            var ticks = 0
            func start() { timer.onTick = { self.ticks += 1 } }
        }
        var clock: Clock? = Clock()
        clock!.start()
        clock = nil
        """)
        let (g, v) = w.analyse()
        #expect(verdicts(w).leaked == ["Clock#1", "Timer#1"])
        #expect(verdicts(w).abandoned.isEmpty)
        let cycle = try #require(v.leaked.first).cycle
        #expect(GraphAnalysis.describe(cycle, in: g) == "Clock#1 -> timer -> Timer#1 -> onTick -> closure#1 -> self -> Clock#1")
    }

    @Test func aRunOfHiddenNodesIsShownAsOneEllipsisWhenWorthHiding() throws {
        let w = try workspace("""
        class Node { var next: Node? }
        let a = Node(), b = Node(), c = Node(), d = Node()
        a.next = b; b.next = c; c.next = d
        """)
        var (g, _) = w.analyse()
        let target = try #require(g.node(named: "Node#4")).index
        let path = try #require(GraphAnalysis.retainPaths(to: target, in: &g).last)
        let middle = Set([try #require(g.node(named: "Node#2")).index, try #require(g.node(named: "Node#3")).index])
        let hidden = GraphAnalysis.describe(path, in: g, hiding: { node, _, _ in middle.contains(node) }, worthHiding: { $0.count == 2 })
        #expect(hidden == "a -> Node#1 -> next -> … -> next -> Node#4")
        let shown = GraphAnalysis.describe(path, in: g, hiding: { node, _, _ in middle.contains(node) }, worthHiding: { _ in false })
        #expect(shown == GraphAnalysis.describe(path, in: g))
        let last = GraphAnalysis.describe(path, in: g, hiding: { _, _, _ in true }, worthHiding: { _ in true })
        #expect(last == "a -> … -> next -> Node#4", "the path's last node is always shown")
    }

    @Test func retainPathsAreShortestFirst() throws {
        let w = try workspace("""
        class Node { var next: Node?; var other: Node? }
        let a = Node(), b = Node(), c = Node()
        a.next = b; b.next = c; a.other = c
        """)
        var (g, _) = w.analyse()
        let target = try #require(g.node(named: "Node#3")).index
        let paths = GraphAnalysis.retainPaths(to: target, in: &g).map { GraphAnalysis.describe($0, in: g) }
        #expect(paths.first == "c -> Node#3")
        #expect(paths.contains("a -> Node#1 -> other -> Node#3"))
        #expect(paths.last == "a -> Node#1 -> next -> Node#2 -> next -> Node#3")
    }

    /// Work for a parent holding `n` children with weak back-references, with a leaked
    /// pair of objects (a cycle) for every tenth child.
    func operations(_ n: Int) throws -> Int {
        let w = try Workspace(output: { _ in }, loadsPrelude: false)
        try w.run(swift: """
        class Child { weak var parent: Parent?; var buddy: Child? }
        class Parent { var children: [Child] = [] }
        let root = Parent()
        for k in 0..<\(n) {
            let c = Child(); c.parent = root; root.children.append(c)
            if k % 10 == 0 { let lost = Child(); lost.buddy = Child(); lost.buddy!.buddy = lost }
        }
        """, fileName: "t")
        var (g, _) = w.analyse()
        let verdicts = GraphAnalysis.verdicts(&g, screens: ScreenHistory())
        #expect(verdicts.leaked.count == n / 10 * 2)
        #expect(verdicts.leaked.allSatisfy { $0.cycle.count == 2 })
        _ = GraphAnalysis.retainPaths(to: g.nodes.count - 1, in: &g, limit: 1)
        return g.operations
    }

    @Test func analysisWorkGrowsLinearly() throws {
        let small = try operations(1_000), large = try operations(10_000)
        let ratio = Double(large) / Double(small)
        #expect(ratio > 8 && ratio < 12, "10x the objects took \(ratio)x the work")
    }
}
