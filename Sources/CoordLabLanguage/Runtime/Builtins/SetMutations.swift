import CoordLabSyntax

/// Built-in methods that mutate a set in place: the set's buffer is copied first if
/// another set value shares it, and the elements a mutation takes out are released after
/// it, in the order they were in (Swift's own order, a hash order, differs).
extension Interpreter {
    /// Runs `method` on the set stored at `ref`, giving its result (`insert`'s tuple,
    /// `remove`'s element or nil) as a statement temporary.
    func mutatingSetBuiltin(_ ref: StorageRef, _ method: MutatingMethod, _ a: [Value], labels: [String?],
                            at loc: CodeLocation) throws -> Value {
        var result = Value.void
        try modify(ref, at: loc) { v in
            makeUnique(&v)
            guard case .set(let s) = v else { return [] }
            return try setMutation(s, method, a, labels: labels, result: &result, at: loc)
        }
        return result
    }

    private func setMutation(_ s: SetBuffer, _ method: MutatingMethod, _ a: [Value], labels: [String?],
                             result: inout Value, at loc: CodeLocation) throws -> [Value] {
        func argument() throws -> Value {
            guard a.count == 1 else { throw Trap.unsupportedMember("Set", method.rawValue, at: loc) }
            return a[0]
        }
        switch method {
        case .insert:
            let x = try argument()
            if let k = try insert(x, into: s, at: loc) {
                result = tupleOf([.bool(false), s.items[k]], labels: ["inserted", "memberAfterInsert"])
            } else {
                result = tupleOf([.bool(true), x], labels: ["inserted", "memberAfterInsert"])
            }
            return []
        case .update:
            let x = try argument()
            retain(x)
            if let k = try position(of: x, in: s, at: loc) {
                result = s.items[k]
                s.items[k] = x
                s.reindex()
            } else {
                if let key = x.dictionaryKey { s.index[key] = s.items.count }
                s.items.append(x)
                result = .none
            }
            keepUntilEndOfStatement(result)
            return []
        case .remove, .popFirst:
            let k = method == .popFirst ? (s.items.isEmpty ? nil : 0) : try position(of: try argument(), in: s, at: loc)
            guard let k else { result = .none; return [] }
            result = remove([k], from: s)[0]
            keepUntilEndOfStatement(result)
            return []
        case .removeAll:
            let removed = s.items
            s.items = []
            s.index = [:]
            return removed
        case .formUnion:
            for x in try elements(ofSequence: try argument(), at: loc) { try insert(x, into: s, at: loc) }
            return []
        case .formIntersection, .subtract:
            let other = try probe(try argument(), at: loc)
            var gone: [Int] = []
            for (k, x) in s.items.enumerated() where try (position(of: x, in: other, at: loc) != nil) == (method == .subtract) {
                gone.append(k)
            }
            return remove(gone, from: s)
        case .formSymmetricDifference:
            let other = try elements(ofSequence: try argument(), at: loc)
            var gone: [Int] = [], added: [Value] = []
            for x in other {
                if let k = try position(of: x, in: s, at: loc) { gone.append(k) } else { added.append(x) }
            }
            let removed = remove(gone, from: s)
            for x in added { try insert(x, into: s, at: loc) }
            return removed
        default:
            throw Trap.unsupportedMember("Set", method.rawValue, at: loc)
        }
    }
}
