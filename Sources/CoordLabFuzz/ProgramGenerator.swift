/// Writes random Swift programs in coordlab's subset that exercise ARC: classes with
/// strong, weak and unowned properties and arrays, inheritance, nested scopes,
/// reassignments, closures with and without capture lists, and objects held by a generic
/// class and passed through generic functions. Every object prints from its deinit, so the
/// output is the release order. Programs never read an unowned reference (that would trap)
/// and compile with `swiftc`.
public struct ProgramGenerator {
    private var random: SeededRandom
    private var lines: [String] = []
    private var classes: [(name: String, superclass: String?)] = []
    /// Variables in scope: name, class, whether optional (`var x: C?`).
    private var scopes: [[(name: String, type: String, optional: Bool)]] = [[]]
    /// `Holder<C0>` variables in scope, innermost scope last.
    private var holderScopes: [[String]] = [[]]
    private var counter = 0

    public init(seed: UInt64) { random = SeededRandom(seed: seed) }

    /// A whole program.
    public mutating func program() -> String {
        lines = ["// ARC fuzz program (coordlab fuzz arc): compare coordlab with swiftc -Onone"]
        let n = 2 + random.below(3)
        for k in 0..<n { declareClass(k) }
        declareGenerics()
        for _ in 0..<(6 + random.below(10)) { statement(depth: 0) }
        lines.append("print(\"end\")")
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func declareClass(_ k: Int) {
        let name = "C\(k)"
        let superclass = k > 0 && random.chance(0.3) ? "C\(random.below(k))" : nil
        classes.append((name, superclass))
        lines.append("class \(name)\(superclass.map { ": \($0)" } ?? "") {")
        lines.append("    var \(name.lowercased())strong: C0? = nil")
        lines.append("    weak var \(name.lowercased())weak: C0? = nil")
        lines.append("    var \(name.lowercased())items: [C0] = []")
        lines.append("    var \(name.lowercased())handler: (() -> Void)? = nil")
        if superclass == nil {
            lines.append("    let tag: String")
            lines.append("    init(_ tag: String) { self.tag = tag }")
        }
        lines.append("    deinit { print(\"deinit \(name) \\(tag)\") }")
        lines.append("}")
    }

    /// A generic class holding one value and an array of them, and generic functions that
    /// pass a value through and keep one in an array for the length of the call.
    private mutating func declareGenerics() {
        lines.append("final class Holder<T> {")
        lines.append("    var held: T")
        lines.append("    var extra: [T] = []")
        lines.append("    let name: String")
        lines.append("    init(_ held: T, name: String) { self.held = held; self.name = name }")
        lines.append("    deinit { print(\"deinit Holder \\(name)\") }")
        lines.append("}")
        lines.append("func pass<T>(_ value: T) -> T { value }")
        lines.append("func pair<A, B>(_ a: A, _ b: B) -> [Any] { [a, b] }")
    }

    /// A statement on generic code: making a holder, storing into it, passing objects
    /// through the generic functions.
    private mutating func genericStatement(indent: String) {
        let holders = holderScopes.flatMap { $0 }
        switch random.below(5) {
        case 0, 1:
            guard let value = storable(optionalAllowed: false) else { return }
            let name = fresh("h")
            lines.append("\(indent)let \(name) = Holder<C0>(\(value), name: \"\(name)\")")
            holderScopes[holderScopes.count - 1].append(name)
        case 2 where !holders.isEmpty:
            guard let value = storable(optionalAllowed: false) else { return }
            let h = holders[random.below(holders.count)]
            lines.append("\(indent)\(h).\(random.chance(0.5) ? "held = \(value)" : "extra.append(\(value))")")
        case 3 where !holders.isEmpty:
            lines.append("\(indent)\(holders[random.below(holders.count)]).extra.removeAll()")
        default:
            guard let a = storable(optionalAllowed: false), let b = storable(optionalAllowed: false) else { return }
            lines.append(random.chance(0.5) ? "\(indent)_ = pass(\(a))" : "\(indent)print(pair(\(a), \(b)).count)")
        }
    }

    private var allVariables: [(name: String, type: String, optional: Bool)] { scopes.flatMap { $0 } }

    private mutating func fresh(_ prefix: String) -> String {
        counter += 1
        return "\(prefix)\(counter)"
    }

    private mutating func newObject() -> String {
        let c = classes[random.below(classes.count)].name
        return "\(c)(\"\(fresh("t"))\")"
    }

    /// An expression that is a `C0` (every class inherits fields typed C0? no: fields hold C0,
    /// so only C0 instances or subclasses of C0 may be stored).
    private mutating func storable(optionalAllowed: Bool) -> String? {
        let candidates = allVariables.filter { isC0($0.type) && (optionalAllowed || !$0.optional) }
        if candidates.isEmpty || random.chance(0.3) {
            let subclasses = classes.filter { isC0($0.name) }.map(\.name)
            return "\(subclasses[random.below(subclasses.count)])(\"\(fresh("t"))\")"
        }
        let v = candidates[random.below(candidates.count)]
        return v.optional ? "\(v.name)" : v.name
    }

    private func isC0(_ type: String) -> Bool {
        var t: String? = type
        while let name = t {
            if name == "C0" { return true }
            t = classes.first { $0.name == name }?.superclass
        }
        return false
    }

    private mutating func statement(depth: Int) {
        let indent = String(repeating: "    ", count: depth)
        let vars = allVariables
        switch random.below(12) {
        case 9, 10:
            genericStatement(indent: indent)
        case 0, 1:
            let name = fresh("v")
            let c = classes[random.below(classes.count)].name
            if random.chance(0.5) {
                lines.append("\(indent)var \(name): \(c)? = \(c)(\"\(name)\")")
                scopes[scopes.count - 1].append((name, c, true))
            } else {
                lines.append("\(indent)let \(name) = \(c)(\"\(name)\")")
                scopes[scopes.count - 1].append((name, c, false))
            }
        case 2 where !vars.isEmpty:
            let v = vars[random.below(vars.count)]
            let field = random.chance(0.5) ? "strong" : "weak"
            let owner = v.optional ? "\(v.name)?" : v.name
            if let value = storable(optionalAllowed: true) { lines.append("\(indent)\(owner).\(fieldOwner(v.type, field)) = \(value)") }
        case 3 where !vars.isEmpty:
            let v = vars[random.below(vars.count)]
            let owner = v.optional ? "\(v.name)?" : v.name
            if let value = storable(optionalAllowed: false) { lines.append("\(indent)\(owner).\(fieldOwner(v.type, "items")).append(\(value))") }
        case 4 where vars.contains { $0.optional }:
            let optionals = vars.filter(\.optional)
            let v = optionals[random.below(optionals.count)]
            lines.append("\(indent)\(v.name) = \(random.chance(0.5) ? "nil" : "\(v.type)(\"\(fresh("r"))\")")")
        case 5 where depth < 2:
            lines.append("\(indent)do {")
            scopes.append([])
            holderScopes.append([])
            for _ in 0..<(1 + random.below(4)) { statement(depth: depth + 1) }
            scopes.removeLast()
            holderScopes.removeLast()
            lines.append("\(indent)}")
        case 6 where !vars.isEmpty:
            let v = vars[random.below(vars.count)]
            let owner = v.optional ? "\(v.name)?" : v.name
            let captured = vars[random.below(vars.count)]
            let list = ["", "[weak \(captured.name)] in ", "[unowned \(captured.name)] in "][captured.optional ? random.below(2) : random.below(3)]
            let use = list.hasPrefix("[weak") || captured.optional ? "\(captured.name)?.tag" : "\(captured.name).tag"
            lines.append("\(indent)\(owner).\(fieldOwner(v.type, "handler")) = { \(list)print(\"call\", \(use) ?? \"gone\") }")
            if list.hasPrefix("[unowned") {
                // Never call it: reading an unowned capture after deinit would trap.
                lines[lines.count - 1] = lines[lines.count - 1].replacingOccurrences(of: "print(\"call\", \(use) ?? \"gone\")", with: "_ = 0")
            }
        case 8 where !vars.isEmpty:
            let v = vars[random.below(vars.count)]
            let owner = v.optional ? "\(v.name)?" : v.name
            lines.append("\(indent)\(owner).\(fieldOwner(v.type, "handler"))?()")
        case 7 where !vars.isEmpty:
            let v = vars[random.below(vars.count)]
            let owner = v.optional ? "\(v.name)?" : v.name
            lines.append("\(indent)\(owner).\(fieldOwner(v.type, "items")).removeAll()")
        default:
            lines.append("\(indent)_ = \(newObject())")
        }
    }

    /// The field name for `suffix` as declared by the class that declares it (itself or a superclass).
    private func fieldOwner(_ type: String, _ suffix: String) -> String {
        var t: String? = type
        var last = type
        while let name = t { last = name; t = classes.first { $0.name == name }?.superclass }
        _ = last
        return type.lowercased() + suffix
    }
}
