import SwiftSyntax

/// A type's `Codable`, `Encodable` or `Decodable` conformance (`struct User: Codable`),
/// which coordlab accepts where swiftc would synthesize it: every encoder and decoder is
/// refused by name before the checker runs, so nothing can observe the conformance. One
/// swiftc could not synthesize (a stored property of a type that is not Codable) is refused
/// in swiftc's words; one whose parts coordlab cannot judge (a prelude type's, a generic
/// one's, a subclass's) as something coordlab does not support yet.
extension BodyChecker {
    /// What a coding conformance requires of every stored value, in the order swiftc
    /// reports them.
    enum CodingRequirement: String, CaseIterable {
        case decodable = "Decodable", encodable = "Encodable"
    }

    /// Whether a value of type `t` meets `requirement`: true, false, or nil when the
    /// checker cannot tell.
    func meets(_ requirement: CodingRequirement, _ t: SemaType) -> Bool? {
        switch t {
        case .named("Int"), .named("Double"), .named("Bool"), .named("String"): return true
        case .named("Character"), .named("Any"), .named("AnyObject"), .tuple, .function, .metatype: return false
        case .optional(let e), .array(let e), .set(let e): return meets(requirement, e)
        case .dictionary(let k, let v):
            guard let key = meets(requirement, k), let value = meets(requirement, v) else { return nil }
            return key && value
        case .named(let n):
            guard let d = declarations.types[n] else { return nil }
            // An existential is no conformance, whatever its protocol inherits.
            if d.kind == .protocolType { return false }
            if declarations.inherits(n, from: "Codable") || declarations.inherits(n, from: requirement.rawValue) { return true }
            return d.isFramework || !knowsConformances(of: n) ? nil : false
        default: return nil
        }
    }

    /// Whether every conformance of program type `n` is known: it inherits only declared
    /// types, standard protocols the checker models (none of which brings a coding one)
    /// and raw value types.
    private func knowsConformances(of n: String) -> Bool {
        var seen: Set<String> = []
        func known(_ t: String) -> Bool {
            guard seen.insert(t).inserted else { return true }
            guard let d = declarations.types[t] else {
                return StandardProtocols.members[t] != nil || StandardTypes.rawValueTypes.contains(t)
            }
            return !d.isFramework && d.inherited.allSatisfy { known(declarations.resolvedInheritedName($0, from: d)) }
        }
        return known(n)
    }

    /// What the inheritance clause of `d` (a type's or an extension's) asks of `owner`.
    private func codingRequirements(_ clause: InheritanceClauseSyntax?, owner: String) -> Set<CodingRequirement> {
        var out: Set<CodingRequirement> = []
        for inherited in clause?.inheritedTypes ?? [] {
            // The standard protocols are no declared types: they are taken as written.
            let written = inherited.type.as(IdentifierTypeSyntax.self)?.name.text
            let resolved = declarations.resolve(inherited.type, in: owner)
            guard case .named(let n) = written.flatMap({ declarations.types[$0] == nil ? SemaType.named($0) : nil }) ?? resolved
            else { continue }
            if n == "Codable" || declarations.types[n]?.kind == .protocolType && declarations.inherits(n, from: "Codable") {
                return Set(CodingRequirement.allCases)
            }
            for r in CodingRequirement.allCases where n == r.rawValue
                || declarations.types[n]?.kind == .protocolType && declarations.inherits(n, from: r.rawValue) {
                out.insert(r)
            }
        }
        return out
    }

    /// Checks the coding conformance declaration `d` gives `owner`, if any.
    func checkCodingConformance(declaredBy d: DeclSyntax, owner: String) {
        guard let decl = declarations.types[owner], decl.kind != .protocolType else { return }
        let clause: InheritanceClauseSyntax?
        let place: Syntax
        if let x = d.as(ExtensionDeclSyntax.self) {
            (clause, place) = (x.inheritanceClause, Syntax(x.extensionKeyword))
        } else if let n = DeclarationCollector.nominal(d) {
            clause = n.inherited
            place = Syntax(d.as(ClassDeclSyntax.self)?.name ?? d.as(StructDeclSyntax.self)?.name ?? d.as(EnumDeclSyntax.self)!.name)
        } else {
            return
        }
        let superclass = decl.kind == .classType ? decl.inherited.first.flatMap { declarations.types[$0]?.kind == .classType ? $0 : nil } : nil
        if let superclass, !d.is(ExtensionDeclSyntax.self),
           ["Codable", "Encodable", "Decodable"].contains(where: { declarations.inherits(superclass, from: $0) }) {
            unsupported("a subclass of a Codable class ('\(owner)' of '\(superclass)')", at: place)
            return
        }
        let required = codingRequirements(clause, owner: owner)
        guard !required.isEmpty else { return }
        if let superclass {
            unsupported("a Codable conformance of a subclass ('\(owner)' of '\(superclass)')", at: place)
            return
        }
        if decl.kind == .classType, d.is(ExtensionDeclSyntax.self), required.contains(.decodable) {
            unsupported("Decodable declared in an extension of a class ('\(owner)')", at: place)
            return
        }
        var values: [(name: String, type: SemaType)] = []
        for m in decl.members.values.joined() {
            if m.kind == .property, m.isStored, m.wrapperRole == nil {
                if m.isWrapped {
                    unsupported("a property wrapper in a Codable type ('\(owner).\(m.name)')", at: place)
                    return
                }
                values.append((m.name, propertyType(m, owner: owner)))
            } else if m.kind == .enumCase {
                values += m.parameters.map { (m.name, $0) }
            }
        }
        for r in CodingRequirement.allCases where required.contains(r) {
            for (name, t) in values {
                switch meets(r, t) {
                case true?: continue
                case false?: error("type '\(owner)' does not conform to protocol '\(r.rawValue)'", at: place)
                case nil: unsupported("a Codable conformance with a stored value of type '\(t)' ('\(owner).\(name)')", at: place)
                }
                return
            }
        }
    }
}
