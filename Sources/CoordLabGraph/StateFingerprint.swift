import CoordLabLanguage

/// A 128-bit hash of a program's state that is the same for two states that differ only in
/// how their objects are numbered: the explorer visits such states once.
///
/// Objects are numbered canonically, in the order a walk from the roots (in declaration
/// order, each object's references in field order) first meets them, then the objects no
/// root reaches, in creation order. Each object contributes its type, its stored values
/// that are not references (an `Int` counter decides what a later tap does), what the
/// screen history knows of it (shown, on screen, a coordinator with screens), and its
/// references as (label, kind, canonical number of the target); so do the plain values of
/// the program's globals and statics.
public struct StateFingerprint: Hashable, Codable, Sendable, CustomStringConvertible {
    public let high: UInt64
    public let low: UInt64

    public var description: String { hex(high) + hex(low) }

    private func hex(_ x: UInt64) -> String {
        let s = String(x, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }

    /// The fingerprint of `graph`, built from `interpreter` as it is now, with what
    /// `screens` remembers mixed in.
    public static func of(_ graph: RetainGraph, interpreter: Interpreter, screens: ScreenHistory) -> StateFingerprint {
        var h = FingerprintHasher()
        let live = interpreter.heap.liveInstances
        var number = [Int](repeating: -1, count: graph.nodes.count)
        var queue: [Int] = []
        func numbered(_ n: Int) -> Int {
            if number[n] < 0 {
                number[n] = queue.count
                queue.append(n)
            }
            return number[n]
        }
        func feedEdges(_ edges: some Sequence<RetainGraph.Edge>) {
            for e in edges {
                h.feed(e.label)
                h.feed(e.kind.rawValue)
                h.feed(numbered(e.to))
            }
        }
        for root in graph.roots {
            h.feed("root " + root.name)
            feedEdges(root.edges)
        }
        feedPlainValues(of: interpreter, into: &h)
        // Breadth-first from the roots; when that ends, on from the first object no root
        // reaches (a leaked one), until every object has its number.
        var head = 0
        var unreachedFrom = 0
        while true {
            if head == queue.count {
                while unreachedFrom < number.count, number[unreachedFrom] >= 0 { unreachedFrom += 1 }
                guard unreachedFrom < number.count else { break }
                h.feed("unreached")
                _ = numbered(unreachedFrom)
            }
            let n = queue[head]
            head += 1
            let node = graph.nodes[n]
            h.feed("@" + (node.isClosure ? node.nameBase : node.typeName))
            h.feed(node.role == .coordinator && !(screens.screensOf[node.name] ?? []).isEmpty ? 1 : 0)
            h.feed(screens.onScreen.contains(node.name) ? 1 : 0)
            h.feed(screens.everShown.contains(node.name) ? 1 : 0)
            if n < live.count {
                let fields = live[n].fields
                for k in fields.indices { feedScalar(fields[k], into: &h, interpreter) }
            }
            feedEdges(graph.outgoing[n])
        }
        return StateFingerprint(high: h.high, low: h.low)
    }

    /// Feeds the stored values that are not references of the program's globals and
    /// statics (a global flag a tap sets decides what a later tap does), by name; the
    /// prelude's machinery (`__` names) is left out, as graphs leave it out.
    private static func feedPlainValues(of interpreter: Interpreter, into h: inout FingerprintHasher) {
        for (k, name) in interpreter.globalNames.enumerated() where !name.hasPrefix("__") {
            h.feed("global " + name)
            feedScalar(interpreter.globals[k], into: &h, interpreter)
        }
        var statics: [(name: String, value: Value)] = []
        for t in interpreter.types.values {
            guard let nominal = t.nominal else { continue }
            for (name, storage) in nominal.statics where storage.initialized && !name.hasPrefix("__") {
                statics.append((nominal.name + "." + name, storage.value))
            }
        }
        for s in statics.sorted(by: { $0.name < $1.name }) {
            h.feed("static " + s.name)
            feedScalar(s.value, into: &h, interpreter)
        }
    }

    /// Feeds the parts of a stored value that are not references to objects.
    private static func feedScalar(_ v: Value, into h: inout FingerprintHasher, _ interpreter: Interpreter) {
        switch v {
        case .void: h.feed("v")
        case .none: h.feed("n")
        case .int(let i): h.feed("i"); h.feed(i)
        case .sized(let s): h.feed("z" + s.kind.name); h.feed(Int(truncatingIfNeeded: s.bits))
        case .double(let d): h.feed("d"); h.feed(Int(truncatingIfNeeded: d.bitPattern))
        case .float(let f): h.feed("f"); h.feed(Int(f.bitPattern))
        case .bool(let b): h.feed(b ? "t" : "f")
        case .string(let s): h.feed("s" + s)
        case .range(let a, let b, _): h.feed("r"); h.feed(a); h.feed(b)
        case .object, .weakObject: h.feed("o")
        case .array(let b):
            h.feed("["); h.feed(b.items.count)
            for x in b.items { feedScalar(x, into: &h, interpreter) }
        case .set(let s):
            h.feed("<"); h.feed(s.items.count)
            for x in s.items { feedScalar(x, into: &h, interpreter) }
        case .dictionary(let d):
            h.feed("{"); h.feed(d.keys.count)
            for (k, x) in zip(d.keys, d.values) {
                feedScalar(k, into: &h, interpreter)
                feedScalar(x, into: &h, interpreter)
            }
        case .structValue(let s):
            h.feed("struct " + s.type.name)
            for x in s.fields { feedScalar(x, into: &h, interpreter) }
        case .enumCase(let e):
            h.feed("enum " + interpreter.typeName(of: v))
            h.feed(e.payload.isEmpty ? interpreter.describe(v, debug: true) : String(e.payload.count))
            for x in e.payload { feedScalar(x, into: &h, interpreter) }
        case .closure(let c):
            h.feed("closure"); h.feed(ObjectIdentifier(c.code).hashValue)
        case .tuple(let t):
            h.feed("("); h.feed(t.elements.count)
            for x in t.elements { feedScalar(x, into: &h, interpreter) }
        case .box(let b):
            h.feed("box"); feedScalar(b.value, into: &h, interpreter)
        case .metatype: h.feed("meta " + interpreter.typeName(of: v))
        case .inoutReference: h.feed("inout")
        }
    }
}

/// Two FNV-1a hashes of 64 bits with different starting points: stable across processes
/// (unlike `Hasher`, which is seeded per process), so forked children agree.
struct FingerprintHasher {
    private(set) var high: UInt64 = 0xcbf2_9ce4_8422_2325
    private(set) var low: UInt64 = 0x8422_2325_cbf2_9ce4

    mutating func feed(_ s: String) {
        for b in s.utf8 { byte(b) }
        byte(0)
    }

    mutating func feed(_ i: Int) {
        var x = UInt64(bitPattern: Int64(i))
        for _ in 0..<8 {
            byte(UInt8(truncatingIfNeeded: x))
            x >>= 8
        }
    }

    private mutating func byte(_ b: UInt8) {
        high = (high ^ UInt64(b)) &* 0x0000_0100_0000_01b3
        low = (low ^ UInt64(b &+ 0x5b)) &* 0x0000_0100_0000_01b3
    }
}
