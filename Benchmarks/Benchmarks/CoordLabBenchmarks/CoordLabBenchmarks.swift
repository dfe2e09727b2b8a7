import Benchmark
import CoordLabGraph
import CoordLabSession
import Foundation

/// Builds a session holding about `n` live objects (a coordinator tree), quietly.
func session(objects n: Int) -> Session {
    let s = Session(output: { _ in })
    s.evaluate(":quiet")
    s.evaluate("""
    final class Screen { weak var coordinator: Node? }
    final class Node { var children: [Node] = []; weak var parent: Node?; var screen: Screen? }
    let root = Node()
    for _ in 0..<\(n / 2) { let c = Node(); c.parent = root; c.screen = Screen(); c.screen!.coordinator = c; root.children.append(c) }
    """)
    s.evaluate(":quiet")
    return s
}

/// A workspace whose program holds `n` objects: a `branch` of 1,000 objects (a node and its
/// 999 children), and a root holding the rest as children, with leaked cycles among them.
func workspace(objects n: Int) -> Workspace {
    let w = try! Workspace(output: { _ in }, loadsPrelude: false)
    try! w.run(swift: """
    final class Node { var children: [Node] = []; weak var parent: Node?; var buddy: Node? }
    let branch = Node()
    for _ in 0..<999 { let c = Node(); c.parent = branch; branch.children.append(c) }
    let root = Node()
    var k = 0
    while k < \(n - 1_001) {
        let c = Node(); c.parent = root; root.children.append(c)
        if k % 100 == 0 { let lost = Node(); lost.buddy = Node(); lost.buddy!.buddy = lost }
        k += 1
    }
    """, fileName: "bench.swift")
    return w
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
                                           timeUnits: .microseconds, maxDuration: .seconds(5), maxIterations: 1_000)

    // An input that touches one object, with the after-input summary and verdicts: its
    // cost should follow what it changed, not the heap (≤ 1 ms at 1,000 objects; at 100,000
    // at most 4x the empty session's and 16 ms).
    for (n, label) in [(0, "0"), (1_000, "1,000"), (10_000, "10,000"), (100_000, "100,000")] {
        Benchmark("Per-input latency, \(label) live objects (statement + after-input summary)",
                  configuration: .init(maxDuration: .seconds(10), maxIterations: 1_000)) { benchmark in
            let s = session(objects: n)
            let input = n == 0 ? "root.screen = Screen()" : "root.children[0].screen = Screen()"
            // The quiet setup made every object in one input, more than the verdicts
            // follow one by one: the first input after it works them out from the whole
            // graph, once (the setup's cost, not an input's). Measure the inputs after it.
            s.evaluate(input)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(s.evaluate(input)) }
        }
    }

    for n in [10_000, 100_000, 1_000_000] {
        Benchmark("Graph analysis, \(n) objects (build, leaks, abandoned, :why)",
                  configuration: .init(maxDuration: .seconds(20), maxIterations: 5)) { benchmark in
            let w = workspace(objects: n)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let (g, v) = w.analyse()
                blackHole(v.leaked.count + v.abandoned.count)
                blackHole(w.retainPaths(to: g.nodes.count / 2, in: g, limit: 1))
                // The ASCII tree of the 1,000-object subtree, as `:graph branch` draws it.
                var focus = GraphRenderOptions(unicode: false)
                focus.focus = try! w.resolveObject("branch", in: g)
                blackHole(TreeRenderer().render(g, verdicts: v, options: focus).count)
            }
        }
    }

    Benchmark("coordlab check, every lesson", configuration: .init(maxDuration: .seconds(30), maxIterations: 3)) { benchmark in
        let library = LessonLibrary(directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lessons"))
        for _ in benchmark.scaledIterations {
            for lesson in library.load().lessons {
                var checker = LessonChecker()
                blackHole(checker.check(lesson).count)
            }
        }
    }
}
