import SwiftSyntax

/// Which Optionals coordlab prints as Swift does. Its values carry no static type, so the
/// printer is told where the printed expression's type has Optionals, through its
/// Optionals, collections and tuples; a struct's stored properties and an enum's associated
/// values carry whether each is an Optional too. An Optional anywhere else (inside a
/// property's collection or tuple) would print without its `Optional(…)`, so printing such
/// a value is refused before the run.
extension BodyChecker {
    /// Refuses printing `e` (of type `t`) at once when coordlab would print it otherwise.
    func refuseUnfaithfulPrinting(_ t: SemaType, at e: some SyntaxProtocol) {
        if t.holdsStringIndex {
            unsupported("printing a 'String.Index' (Swift prints its encoded position)", at: e)
            return
        }
        guard !inFramework, let hidden = hiddenOptional(printing: t) else { return }
        unsupported("printing a value of type '\(t)' (the Optional '\(hidden)' inside it would print without 'Optional(…)')", at: e)
    }

    /// The first Optional coordlab would print without `Optional(…)` in a value of type
    /// `t` printed at once; nil when it prints the whole value as Swift does.
    func hiddenOptional(printing t: SemaType) -> SemaType? {
        switch t {
        case .optional(let u), .array(let u), .slice(let u), .set(let u), .dictionary(_, let u):
            return hiddenOptional(printing: u)
        case .tuple(let es):
            return es.lazy.compactMap { self.hiddenOptional(printing: $0.type) }.first
        default:
            var seen: Set<String> = []
            return hiddenOptional(nested: t, seen: &seen)
        }
    }

    /// The first Optional in `t` that nothing tells the printer about, where `t` is
    /// printed inside another value.
    private func hiddenOptional(nested t: SemaType, seen: inout Set<String>) -> SemaType? {
        switch t {
        case .optional: return t
        case .array(let e), .slice(let e), .set(let e), .dictionary(_, let e):
            return hiddenOptional(nested: e, seen: &seen)
        case .tuple(let es):
            for e in es { if let h = hiddenOptional(nested: e.type, seen: &seen) { return h } }
            return nil
        case .named(let n), .generic(let n, _):
            guard seen.insert(n).inserted, let decl = declarations.types[n], !describesItself(decl) else { return nil }
            let parts: [SemaType]
            switch decl.kind {
            case .structType: parts = decl.memberwiseParameters?.map(\.type) ?? []
            case .enumType: parts = decl.members.values.flatMap { $0 }.filter { $0.kind == .enumCase }.flatMap(\.parameters)
            case .classType, .protocolType: parts = []
            }
            // A stored property or associated value declared Optional prints as one.
            for p in parts { if let h = hiddenOptional(nested: p.unwrapped, seen: &seen) { return h } }
            return nil
        case .function, .metatype, .parameter, .unknown:
            return nil
        }
    }

    /// Whether values of `decl` print through their own `description` or `debugDescription`.
    private func describesItself(_ decl: NominalDeclaration) -> Bool {
        let custom: Set<String> = ["CustomStringConvertible", "CustomDebugStringConvertible"]
        return !custom.isDisjoint(with: decl.inherited) || decl.supertypes.contains { custom.contains($0.description) }
    }
}
