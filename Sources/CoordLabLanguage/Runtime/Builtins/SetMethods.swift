import CoordLabSyntax

/// Built-in non-mutating methods of sets. Those every sequence has (`map`, `sorted`,
/// `reduce`, `contains(where:)`, …) run as an array's do, over the elements in order.
extension Interpreter {
    /// `union`, `filter`, `isSubset(of:)`, `contains`, … of a set; nil when coordlab has no such method.
    func setMethod(_ s: SetBuffer, _ name: String, _ a: [Value], labels: [String?],
                   at loc: CodeLocation) throws -> Value? {
        let label: String? = labels.first ?? nil
        switch (name, a.count) {
        case ("contains", 1) where label == nil && !isClosure(a[0]):
            return .bool(try position(of: a[0], in: s, at: loc) != nil)
        case ("filter", 1):
            var kept: [Value] = []
            for x in s.items {
                if case .bool(true) = try callFunction(a[0], [x], at: loc) { kept.append(x) }
            }
            return try newSet(kept, at: loc)
        case ("union", 1):
            return try newSet(s.items + elements(ofSequence: a[0], at: loc), at: loc)
        case ("intersection", 1), ("subtracting", 1):
            let other = try probe(a[0], at: loc)
            var kept: [Value] = []
            for x in s.items where try (position(of: x, in: other, at: loc) != nil) == (name == "intersection") {
                kept.append(x)
            }
            return try newSet(kept, at: loc)
        case ("symmetricDifference", 1):
            let other = try probe(a[0], at: loc)
            var kept: [Value] = []
            for x in s.items where try position(of: x, in: other, at: loc) == nil { kept.append(x) }
            for x in other.items where try position(of: x, in: s, at: loc) == nil { kept.append(x) }
            return try newSet(kept, at: loc)
        case ("isSubset", 1), ("isStrictSubset", 1):
            let other = try probe(a[0], at: loc)
            let inside = try s.items.allSatisfy { try position(of: $0, in: other, at: loc) != nil }
            return .bool(inside && (name == "isSubset" || other.items.count > s.items.count))
        case ("isSuperset", 1), ("isStrictSuperset", 1):
            let other = try probe(a[0], at: loc)
            let covers = try other.items.allSatisfy { try position(of: $0, in: s, at: loc) != nil }
            return .bool(covers && (name == "isSuperset" || s.items.count > other.items.count))
        case ("isDisjoint", 1):
            let other = try probe(a[0], at: loc)
            return .bool(try s.items.allSatisfy { try position(of: $0, in: other, at: loc) == nil })
        default:
            return try arrayMethod(s.items, name, a, labels: labels, at: loc)
        }
    }

    /// Whether two sets hold equal elements (Swift's `==` on sets, whatever their order).
    func setsEqual(_ x: SetBuffer, _ y: SetBuffer) -> Bool {
        guard x.items.count == y.items.count else { return false }
        return x.items.allSatisfy { ((try? position(of: $0, in: y, at: .unknown)) ?? nil) != nil }
    }
}
