import CoordLabSyntax
import SwiftSyntax

/// `override func` that overrides nothing: swiftc's "method does not override any method
/// from its superclass", or, for a UIKit method the prelude's stand-in lacks, a method
/// coordlab does not support overriding. Judged only where it is certain: every class above is the
/// program's own and every type compared is known, so a framework superclass or a type the
/// checker cannot tell leaves the method alone.
extension BodyChecker {
    /// Refuses `f`, an `override` method of class `owner`, when no method of its
    /// superclasses has its name, labels and parameter types its own take (the same, or
    /// narrower: an `Int` where it takes an `Int?`), with the superclasses' generic
    /// arguments in place: `BaseCoordinator<Void>`'s `(ResultType) -> Void` is
    /// `(Void) -> Void`, not `() -> Void`.
    func checkOverride(_ f: FunctionDeclSyntax, owner: String, isStatic: Bool) {
        guard !inFramework, f.modifiers.contains(where: { $0.name.bareText == "override" }),
              declarations.types[owner]?.kind == .classType else { return }
        // UIKit calls `layoutSubviews`, `viewDidLayoutSubviews`, `draw` … when it lays out or
        // draws; the stand-ins have no such pass, so the override would never run.
        if let standIn = FrameworkMembers.standInLacking(f.name.bareText, of: owner, in: declarations) {
            unsupported("overriding '\(standIn).\(f.name.bareText)'", at: f.name)
            return
        }
        let own = DeclarationCollector(declarations: declarations).signature(of: f, in: owner)
        guard own.generic == nil, own.parameters.allSatisfy(\.isKnown) else { return }
        let name = f.name.bareText
        var current = owner
        var bindings: [String: SemaType] = [:]
        var seen: Set<String> = [owner]
        while let (parent, parentBindings) = superclass(of: current, bindings: bindings) {
            guard let decl = declarations.types[parent], !decl.isFramework, seen.insert(parent).inserted else { return }
            for m in decl.members[name] ?? [] where m.kind == .method && m.isStatic == isStatic && m.labels == own.labels {
                let theirs = (m.symbolic?.parameterTypes ?? m.parameters).map { $0.substituting(parentBindings) }
                // An override may take wider parameters than it overrides (`Int?` for `Int`, a superclass).
                if m.generic != nil || !theirs.allSatisfy(\.isKnown)
                    || zip(theirs, own.parameters).allSatisfy({ converts($0, to: $1) == true }) { return }
            }
            (current, bindings) = (parent, parentBindings)
        }
        // The chain ended at a root class the program declares: nothing matched.
        guard isRootClass(current) else { return }
        error("method does not override any method from its superclass", at: f.name)
    }

    /// The superclass of class `n` with the bindings of its generic parameters, when the
    /// program declares it as a class.
    private func superclass(of n: String, bindings: [String: SemaType]) -> (String, [String: SemaType])? {
        guard let decl = declarations.types[n] else { return nil }
        for s in decl.supertypes {
            switch s.substituting(bindings) {
            case .generic(let p, let args):
                guard let pd = declarations.types[p], pd.kind == .classType, pd.genericParameters.count == args.count else { continue }
                return (p, Dictionary(uniqueKeysWithValues: zip(pd.genericParameters, args)))
            case .named(let p):
                guard declarations.types[p]?.kind == .classType else { continue }
                return (p, [:])
            default:
                continue
            }
        }
        return nil
    }

    /// Whether class `n` certainly has no superclass: each name it inherits is a protocol
    /// the checker knows.
    private func isRootClass(_ n: String) -> Bool {
        guard let decl = declarations.types[n], !decl.isFramework else { return false }
        return decl.supertypes.allSatisfy { s in
            switch s {
            case .named(let p), .generic(let p, _): return declarations.types[p]?.kind == .protocolType
            default: return false
            }
        } && decl.inherited.allSatisfy { written in
            let base = String(written.prefix { $0 != "<" }.filter { $0 != " " })
            return declarations.types[base]?.kind == .protocolType
        }
    }
}
