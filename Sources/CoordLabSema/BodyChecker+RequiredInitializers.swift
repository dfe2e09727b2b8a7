import SwiftSyntax

extension BodyChecker {
    /// Refuses, in swiftc's words, a class that declares a designated initializer but
    /// neither declares nor inherits each `required` initializer of its superclass (at the
    /// line after its last initializer, in the superclass's order), and an override of a required
    /// initializer without `required` (at its `init`). A class without a designated
    /// initializer of its own inherits them all; one that has every designated initializer
    /// of its superclass inherits the convenience ones.
    func checkRequiredInitializers(of owner: String, _ block: MemberBlockSyntax) {
        guard let superclass = superclassName(of: owner) else { return }
        let required = requiredInitializers(of: superclass)
        let requiredKeys = Set(required.map(\.labels))
        for m in block.members {
            guard let i = m.decl.as(InitializerDeclSyntax.self),
                  !i.modifiers.contains(where: { ["required", "convenience"].contains($0.name.bareText) }),
                  requiredKeys.contains(i.signature.parameterClause.parameters.map(DeclarationCollector.label)) else { continue }
            error("use the 'required' modifier to override a required initializer", at: i.initKeyword)
        }
        let own = declarations.types[owner]?.members["init"] ?? []
        guard own.contains(where: { !$0.isConvenience }) else { return }
        let ownKeys = Set(own.map(\.labels))
        let inheritsConvenience = designatedInitializers(of: superclass).allSatisfy { ownKeys.contains($0.labels) }
        // swiftc points where the missing initializer would go: the line after the last one.
        guard let last = block.members.last(where: { $0.decl.is(InitializerDeclSyntax.self) }) else { return }
        for r in required where !ownKeys.contains(r.labels) && !(r.isConvenience && inheritsConvenience) {
            let spelling = "init(" + r.labels.map { ($0 ?? "_") + ":" }.joined() + ")"
            error("'required' initializer '\(spelling)' must be provided by subclass of '\(superclass)'",
                  at: file.lineStart(after: last), offset: last.endPositionBeforeTrailingTrivia.utf8Offset)
        }
    }

    /// The class `name` inherits from, written without generic arguments; nil for a root
    /// class, a struct or an enum.
    private func superclassName(of name: String) -> String? {
        guard let decl = declarations.types[name], decl.kind == .classType, let first = decl.inherited.first else { return nil }
        let base = String(first.prefix { $0 != "<" })
        return declarations.types[base]?.kind == .classType ? base : nil
    }

    /// The required initializers of class `name`, its own first, then each superclass's
    /// that nearer classes do not declare again (each as the nearest class declares it).
    private func requiredInitializers(of name: String) -> [Member] {
        var found: [Member] = []
        var next: String? = name
        while let n = next {
            for m in declarations.types[n]?.members["init"] ?? [] where m.isRequired && !found.contains(where: { $0.labels == m.labels }) {
                found.append(m)
            }
            next = superclassName(of: n)
        }
        return found
    }

    /// The designated initializers of class `name`: its own, or, when it declares none,
    /// those it inherits.
    func designatedInitializers(of name: String) -> [Member] {
        let own = (declarations.types[name]?.members["init"] ?? []).filter { !$0.isConvenience }
        if !own.isEmpty { return own }
        return superclassName(of: name).map(designatedInitializers) ?? []
    }
}
