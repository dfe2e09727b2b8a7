import CoordLabGraph
import UIKitPrelude

/// Retain paths and cycles as a finding prints them: read as the user's code, the
/// prelude's own objects inside them (`__NotificationObserver`, Combine's `Subscriber`
/// and `Sink`, the closures the prelude made, what a prelude object holds of the
/// prelude's, when the run holds a closure it made or a `__` type) shown as `…`; the app's objects, UIKit's controllers and the first prelude
/// object a path meets (`NotificationCenter#1`, a subject the app keeps) are kept.
extension Workspace {
    /// The paths from the roots to node `index` (at most `limit`), described so.
    func userRetainPaths(to index: Int, in graph: RetainGraph, limit: Int = 20) -> [String] {
        var g = graph
        return GraphAnalysis.retainPaths(to: index, in: &g, limit: limit).map { describeForUser($0, in: g) }
    }

    /// `path` (or a cycle) described with the prelude's internals inside it shown as `…`.
    func describeForUser(_ path: [RetainGraph.Edge], in g: RetainGraph) -> String {
        let firstClosure = g.nodes.count - g.closureContexts.count
        func isPrelude(_ node: Int) -> Bool {
            let n = g.nodes[node]
            if n.isClosure {
                let k = node - firstClosure
                return g.closureContexts.indices.contains(k) && UIKitPrelude.isPreludePath(g.closureContexts[k].code.location.file)
            }
            return isPreludeType(n.typeName)
        }
        return GraphAnalysis.describe(path, in: g) { node, holder, afterHidden in
            let n = g.nodes[node]
            guard n.role != .viewController, n.role != .coordinator, isPrelude(node) else { return false }
            // The first prelude object on the path (NotificationCenter#1, a subject the app
            // keeps, UIWindow#1) is named by the app and kept; what it holds of the prelude's is not.
            return n.isClosure || n.typeName.hasPrefix("__") || afterHidden || holder.map(isPrelude) == true
        } worthHiding: { run in
            // Only a run through the prelude's own workings: UIAlertAction#1 alone is the app's to read.
            run.contains { g.nodes[$0].isClosure || g.nodes[$0].typeName.hasPrefix("__") }
        }
    }
}
