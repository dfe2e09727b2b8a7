import CoordLabSyntax
import SwiftSyntax

/// A type declared conforming to a protocol of the program's without a member a requirement
/// names: swiftc's "type 'Home' does not conform to protocol 'Screen'". Judged only where it
/// is certain: the protocol is declared in the same file, the requirement is a method or
/// property of its own (not an initializer, subscript or operator), and no member of that
/// name is anywhere it could come from: the type and its extensions, its superclasses, any
/// protocol extension, or what Swift synthesizes.
extension BodyChecker {
    /// Names Swift may synthesize for a conformance (`rawValue`, `allCases`, Codable's).
    private static let synthesizable: Set<String> = ["rawValue", "allCases", "hashValue", "hash", "encode", "id"]

    /// Refuses type `owner`, declared by `d`, for each protocol in its inheritance clause
    /// whose own requirement it certainly lacks.
    func checkConformances(declaredBy d: DeclSyntax, owner: String) {
        guard !inFramework, let clause = inheritanceClause(of: d), let nameToken = nameToken(of: d) else { return }
        for inherited in clause.inheritedTypes {
            guard let p = inherited.type.as(IdentifierTypeSyntax.self), p.genericArgumentClause == nil,
                  let protocolDecl = protocolDeclaration(named: p.name.text),
                  declarations.types[p.name.text]?.isFramework == false else { continue }
            let missing = requirementNames(of: protocolDecl).first { !isProvided($0, to: owner) }
            if missing != nil {
                error("type '\(owner)' does not conform to protocol '\(p.name.text)'", at: nameToken)
                return
            }
        }
    }

    private func inheritanceClause(of d: DeclSyntax) -> InheritanceClauseSyntax? {
        d.as(ClassDeclSyntax.self)?.inheritanceClause ?? d.as(StructDeclSyntax.self)?.inheritanceClause
            ?? d.as(EnumDeclSyntax.self)?.inheritanceClause
    }

    private func nameToken(of d: DeclSyntax) -> TokenSyntax? {
        d.as(ClassDeclSyntax.self)?.name ?? d.as(StructDeclSyntax.self)?.name ?? d.as(EnumDeclSyntax.self)?.name
    }

    /// The top-level protocol named `name` declared in the file being checked.
    private func protocolDeclaration(named name: String) -> ProtocolDeclSyntax? {
        file.tree.statements.lazy.compactMap { $0.item.as(ProtocolDeclSyntax.self) }.first { $0.name.text == name }
    }

    /// The names of a protocol's own method and property requirements.
    private func requirementNames(of p: ProtocolDeclSyntax) -> [String] {
        p.memberBlock.members.flatMap { m -> [String] in
            if let f = m.decl.as(FunctionDeclSyntax.self), case .identifier = f.name.tokenKind { return [f.name.text] }
            if let v = m.decl.as(VariableDeclSyntax.self) {
                return v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            }
            return []
        }
    }

    /// Whether a member named `name` may reach type `owner`.
    private func isProvided(_ name: String, to owner: String) -> Bool {
        if Self.synthesizable.contains(name) || protocolExtensionNames.contains(name) { return true }
        var current = owner
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            guard let decl = declarations.types[current] else { return true }
            if decl.members[name] != nil { return true }
            // A superclass the checker does not know may have it.
            let bases = decl.inherited.map { String($0.prefix { $0 != "<" }.filter { $0 != " " }) }
            guard let superclass = bases.first(where: { declarations.types[$0]?.kind != .protocolType }) else { return false }
            current = superclass
        }
        return true
    }

    /// The names of the members every protocol extension in the file declares.
    private var protocolExtensionNames: Set<String> {
        var names: Set<String> = []
        for item in file.tree.statements {
            guard let x = item.item.as(ExtensionDeclSyntax.self) else { continue }
            let extended = x.extendedType.trimmedDescription
            guard declarations.types[extended]?.kind == .protocolType || declarations.types[extended] == nil else { continue }
            for m in x.memberBlock.members {
                if let f = m.decl.as(FunctionDeclSyntax.self) { names.insert(f.name.text) }
                if let v = m.decl.as(VariableDeclSyntax.self) {
                    for b in v.bindings { if let n = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(n) } }
                }
            }
        }
        return names
    }
}
