import CoordLabLanguage

/// A snapshot of who holds whom: the program's live objects (and closure contexts), the
/// labelled references between them, and the roots they hang from.
///
/// Built from the heap between inputs; the views (tree, DOT, Mermaid), `:why`, `:leaks` and
/// `:abandoned` all read this one structure.
public struct RetainGraph {
    /// An object in the graph.
    public struct Node: Equatable {
        /// Index in `nodes`.
        public let index: Int
        /// The name before its `#`: the type name, `closure`, or `method (method)`.
        let nameBase: String
        /// The number after the name's `#` (0: the name has none).
        let serial: Int
        /// The type name (`closure` for closure contexts).
        public let typeName: String
        /// Strong references held to it (Swift's retain count for instances).
        public let strongCount: Int
        /// The instance's program-wide id (`Instance.id`); 0 for closure contexts.
        var objectID = 0
        /// The node whose method created this object, if it is alive.
        var creator: Int? = nil
        /// Whether this is a closure context rather than a class instance.
        public let isClosure: Bool
        /// What the object is to the app, for the abandoned rule.
        public var role: Role = .plain
        /// For view controllers: whether it has ever appeared on screen.
        var wasShown = false

        /// `Type#n` for instances, `closure#n` or `method (method)#n` for closure contexts;
        /// made when asked, so a graph of a million objects holds no million names.
        public var name: String { serial == 0 ? nameBase : nameBase + "#" + String(serial) }

        /// The node called `nameBase#serial`.
        init(index: Int, nameBase: String, serial: Int, typeName: String, strongCount: Int, isClosure: Bool) {
            self.index = index
            self.nameBase = nameBase
            self.serial = serial
            self.typeName = typeName
            self.strongCount = strongCount
            self.isClosure = isClosure
        }

        /// The node called `name` (`Type#n`, `closure#n`).
        init(index: Int, name: String, typeName: String, strongCount: Int, isClosure: Bool) {
            let (base, serial) = Self.parts(of: name)
            self.init(index: index, nameBase: base, serial: serial, typeName: typeName,
                      strongCount: strongCount, isClosure: isClosure)
        }

        /// A name split at its last `#` into its base and number (0 when it has none).
        static func parts(of name: String) -> (base: String, serial: Int) {
            guard let hash = name.lastIndex(of: "#"), let n = Int(name[name.index(after: hash)...]), n > 0,
                  String(n) == name[name.index(after: hash)...] else { return (name, 0) }
            return (String(name[..<hash]), n)
        }
    }

    /// What an object is to the app.
    public enum Role: Equatable, Sendable {
        /// A coordinator: a type named `…Coordinator`, conforming to a protocol named
        /// `…Coordinator`/`…Coordinating`, or marked with `:coordinator`.
        case coordinator
        /// A `UIViewController` (or subclass).
        case viewController
        /// One of UIKit's helper objects (views, buttons, bar items…), not the app's own.
        case uikitDetail
        /// Anything else.
        case plain
    }

    /// A reference from a root or node to a node.
    ///
    /// Kept small (32 bytes) and free of per-edge strings: an element of an array keeps the
    /// array's path and its index apart, and `label` joins them only when asked, so a root
    /// holding a million children costs no million label strings.
    public struct Edge: Equatable {
        /// The holder's node index, or -1 for a root edge.
        private let holder: Int32
        /// The node held.
        private let target: Int32
        /// The label, or for an array element the path of the array (`childCoordinators`).
        let path: String
        /// The element's index in the array at `path`, or -1 when `path` is the whole label.
        let element: Int32
        /// strong, weak or unowned.
        let kind: ReferenceKind

        /// The holder: a node index, or nil for a root edge.
        var from: Int? { holder < 0 ? nil : Int(holder) }
        /// The node held.
        var to: Int { Int(target) }
        /// The path of the reference inside the holder: `childCoordinators[0]`, `routes["home"]`,
        /// `onFinish`, a capture name, or the root's name for root edges.
        var label: String { Self.label(path: path, element: Int(element)) }

        /// `path[element]`, or `path` when `element` is -1.
        static func label(path: String, element: Int) -> String {
            element < 0 ? path : path + "[" + String(element) + "]"
        }

        /// The reference `label` from `from` (nil: a root) to `to`.
        init(from: Int?, to: Int, label: String, kind: ReferenceKind) {
            self.init(from: from, to: to, path: label, element: -1, kind: kind)
        }

        /// The reference to element `element` of the array at `path` (-1: `path` is the label).
        init(from: Int?, to: Int, path: String, element: Int, kind: ReferenceKind) {
            holder = Int32(from ?? -1)
            target = Int32(to)
            self.path = path
            self.element = Int32(element)
            self.kind = kind
        }

        /// Same holder, target, kind and label, however the label is stored.
        public static func == (a: Edge, b: Edge) -> Bool {
            a.holder == b.holder && a.target == b.target && a.kind == b.kind && a.label == b.label
        }
    }

    /// A named starting point: a global variable or a static property.
    struct Root: Equatable {
        /// `window`, `appCoordinator`, `UIApplication.shared`.
        let name: String
        /// Edges from this root (a root holding an array has one edge per element).
        let edges: [Edge]
    }

    /// Every node, instances in creation order then closures.
    public internal(set) var nodes: [Node] = []
    /// Outgoing edges per node index, in field declaration order.
    var outgoing = Adjacency()
    /// How many of `nodes` are instances (they come before the closure contexts).
    var instanceCount = 0
    /// Roots in declaration order.
    var roots: [Root] = []
    /// The closure contexts, in node order after the instances.
    public internal(set) var closureContexts: [Closure] = []
    /// Work done building and analysing (nodes visited plus edges followed), for the
    /// linear-time check.
    var operations = 0

    /// The node of the instance with program-wide id `id`: instances come first, in id
    /// order, so it is a binary search.
    public func node(objectID id: Int) -> Int? {
        let instances = nodes[..<instanceCount]
        let at = instances.partitionPoint { $0.objectID >= id }
        return at < instances.endIndex && instances[at].objectID == id ? at : nil
    }

    /// The node called `name` (`Type#n`).
    public func node(named name: String) -> Node? {
        let (base, serial) = Node.parts(of: name)
        return nodes.first { $0.serial == serial && $0.nameBase == base }
    }

    /// Every edge, root edges first.
    var allEdges: [Edge] { roots.flatMap(\.edges) + outgoing.edges }
}

extension RandomAccessCollection {
    /// The first index whose element satisfies `isInSecondPart`, for a collection in which
    /// every element that does comes after every element that does not (binary search).
    func partitionPoint(where isInSecondPart: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if isInSecondPart(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
