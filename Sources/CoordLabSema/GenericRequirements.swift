import SwiftSyntax

/// The conformances a generic declaration requires of its parameters (`<T: Screen>`,
/// `where T: Equatable`), checked where a call binds them: a type that does not conform is
/// swiftc's error ("global function 'show' requires that 'Double' conform to
/// 'Describable'"), where coordlab would otherwise run the call.
enum GenericRequirements {
    /// The standard protocols whose conformances the checker can judge.
    static let judgedStandardProtocols: Set<String> = ["Equatable", "Hashable", "Comparable"]

    /// Each parameter's required protocols, by name, as written (compositions split).
    static func written(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) -> [String: [String]] {
        var found: [String: [String]] = [:]
        func names(_ t: TypeSyntax) -> [String] {
            if let c = t.as(CompositionTypeSyntax.self) { return c.elements.flatMap { names($0.type) } }
            return t.as(IdentifierTypeSyntax.self).map { $0.genericArgumentClause == nil ? [$0.name.bareText] : [] } ?? []
        }
        for p in clause?.parameters ?? [] {
            if let t = p.inheritedType { found[p.name.bareText, default: []] += names(t) }
        }
        for r in whereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let c) = r.requirement,
                  let n = c.leftType.as(IdentifierTypeSyntax.self)?.name.bareText else { continue }
            found[n, default: []] += names(c.rightType)
        }
        return found
    }
}

extension BodyChecker {
    /// Whether the types `bound` to `g`'s parameters meet its requirements; records
    /// swiftc's error for the first that does not (`callee` names the declaration as
    /// swiftc's message does). A conformance the checker cannot judge passes.
    func checkRequirements(_ g: GenericSignature, bound: [SemaType], of callee: String, at node: Syntax) -> Bool {
        for (p, t) in zip(g.parameters, bound) {
            for required in g.requirements[p] ?? [] where conformance(of: t, to: required) == false {
                error("\(callee) requires that '\(t)' conform to '\(required)'", at: node)
                return false
            }
        }
        return true
    }

    /// Whether a value of type `t` conforms to protocol `p`: nil where the checker cannot
    /// tell (a type it does not model completely, a protocol it does not judge).
    func conformance(of t: SemaType, to p: String) -> Bool? {
        let isProgramProtocol = declarations.types[p]?.kind == .protocolType
        guard isProgramProtocol || GenericRequirements.judgedStandardProtocols.contains(p) else { return nil }
        switch t {
        case .named(let n):
            if StandardTypes.names.contains(n), declarations.types[n] == nil {
                // A standard type conforms to a program protocol through the program's extension.
                if isProgramProtocol { return declarations.inherits(n, from: p) }
                return p != "Comparable" || !["Bool", "ObjectIdentifier", "Never"].contains(n)
            }
            guard let d = declarations.types[n], !d.isOpaque, d.kind != .protocolType else { return nil }
            // An enum without payloads is Equatable and Hashable without saying so.
            if !isProgramProtocol, d.kind == .enumType { return declarations.inherits(n, from: p) ? true : nil }
            if declarations.inherits(n, from: p) { return true }
            if p == "Equatable", declarations.inherits(n, from: "Hashable") || declarations.inherits(n, from: "Comparable") { return true }
            return hasKnownSupertypes(n) ? false : nil
        default:
            return nil
        }
    }
}
