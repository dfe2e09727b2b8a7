import CoordLabSyntax

/// Built-in non-mutating methods of dictionaries that take a closure.
extension Interpreter {
    /// Methods that go through the dictionary as an array of `(key:, value:)` tuples.
    static let dictionarySequenceMethods: Set<String> = [
        "map", "compactMap", "flatMap", "contains", "allSatisfy", "first", "sorted", "reduce", "min", "max",
    ]

    /// `mapValues`, `filter`, `forEach`, `map`, … of a dictionary; nil when coordlab has no such method.
    func dictionaryMethod(_ d: DictionaryBuffer, _ name: String, _ a: [Value], labels: [String?],
                          at loc: CodeLocation) throws -> Value? {
        if Self.dictionarySequenceMethods.contains(name), !a.isEmpty {
            let pairs = zip(d.keys, d.values).map { tupleOf([$0, $1], labels: ["key", "value"]) }
            return try arrayMethod(pairs, name, a, labels: labels, at: loc)
        }
        if name == "merging", labels == [nil, "uniquingKeysWith"] || labels == [nil, nil] {
            // A copy of the dictionary, the other's entries merged into it.
            let out = retainedCopy(of: d)
            try merge(a[0], into: out, combine: a[1], at: loc)
            return temporary(.dictionary(out))
        }
        guard a.count == 1 else { return nil }
        let f = a[0]
        switch name {
        case "forEach":
            for (k, v) in zip(d.keys, d.values) { _ = try callFunction(f, [tupleOf([k, v], labels: ["key", "value"])], at: loc) }
            return .void
        case "mapValues", "compactMapValues":
            // `compactMapValues` keeps the values its closure gives that are not nil, unwrapped.
            let out = DictionaryBuffer()
            for (k, v) in zip(d.keys, d.values) {
                let r = try callFunction(f, [v], at: loc)
                if name == "compactMapValues", r.isNil { continue }
                retain(k); retain(r)
                out.set(r, for: k)
            }
            return temporary(.dictionary(out))
        case "filter":
            let out = DictionaryBuffer()
            for (k, v) in zip(d.keys, d.values) {
                guard case .bool(true) = try callFunction(f, [tupleOf([k, v], labels: ["key", "value"])], at: loc) else { continue }
                retain(k); retain(v)
                out.set(v, for: k)
            }
            return temporary(.dictionary(out))
        default:
            return nil
        }
    }

    /// `v` as a statement temporary.
    private func temporary(_ v: Value) -> Value {
        temps.append(v)
        return v
    }
}
