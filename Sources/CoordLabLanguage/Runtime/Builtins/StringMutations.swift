import CoordLabSyntax

/// Built-in methods that change a string in place: `append(_:)`, `append(contentsOf:)`,
/// `removeLast()`, `removeFirst()`, `removeAll()`, `removeAll(where:)`, and those at an
/// index (`insert(_:at:)`, `remove(at:)`, …; see `mutateStringAtIndex`). A string holds no references, so a
/// change is a new value written back to its storage.
extension Interpreter {
    /// Runs `method` on the string `s` stored at `ref`; nil when a string has no such
    /// mutating method here.
    func mutateString(_ ref: StorageRef, _ s: String, _ method: MutatingMethod, _ a: [Value],
                      at loc: CodeLocation) throws -> Value? {
        var text = s
        let result: Value
        switch method {
        case .append:
            guard a.count == 1, case .string(let added) = a[0] else { return nil }
            text += added
            result = .void
        case .removeLast, .removeFirst:
            guard a.isEmpty else { return nil }
            guard !text.isEmpty else {
                throw Trap("Can't remove \(method == .removeLast ? "last" : "first") element from an empty collection", at: loc)
            }
            result = .string(String(method == .removeLast ? text.removeLast() : text.removeFirst()))
        case .removeAll where a.isEmpty:
            text = ""
            result = .void
        case .removeAll:
            // `removeAll(where:)`: the characters the closure rejects stay, in order.
            var kept = ""
            for ch in text where !(try truth(try callFunction(a[0], [.string(String(ch))], at: loc), loc)) { kept.append(ch) }
            text = kept
            result = .void
        default:
            guard let r = try mutateStringAtIndex(&text, method, a, at: loc) else { return nil }
            result = r
        }
        try write(.string(text), to: ref, at: loc)
        return result
    }
}
