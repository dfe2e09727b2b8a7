import CoordLabSema
import SwiftSyntax

/// `extension Array where Element: Coordinator { … }`, `extension String { … }`: members a
/// program adds to a standard type or protocol, kept by its holder (see
/// `Interpreter.standardExtensionHolder`) and found by standard values at run time.
extension Compiler {
    /// Registers the members of an extension of the standard type or protocol `name`.
    ///
    /// The checker has checked each use against the extension's constraints; at run time
    /// a value finds the member by name and labels, so two extensions that declare the same
    /// method under different constraints (`where Element == Int`, `where Element ==
    /// String`) are refused: coordlab could not tell which one a call means.
    func declareStandardExtension(_ x: ExtensionDeclSyntax, of name: String) throws {
        if let clause = x.inheritanceClause {
            // A conformance of a standard value type to the program's protocol: values of the
            // type find the protocol's members and pass `is` and `as?`. A conditional one
            // (`where Element == Int`) would need the elements' type, which values do not keep.
            guard StandardExtensions.conformances[name] != nil, name != "Optional", x.genericWhereClause == nil else {
                throw CompileError.unsupported("conformances added to standard types ('\(name): \(clause.inheritedTypes.trimmedDescription)')",
                                               at: loc(clause))
            }
            let holder = interpreter.standardExtensionHolder(name, at: loc(x))
            holder.inheritedNames += clause.inheritedTypes.map { TypeSpec($0.type).name }
            unresolved.append(holder)
        }
        if name == "Optional", let m = x.memberBlock.members.first(where: { $0.decl.as(FunctionDeclSyntax.self)?.modifiers.contains { $0.name.text == "mutating" } == true }) {
            throw CompileError.unsupported("mutating methods in extensions of Optional", at: loc(m))
        }
        let holder = interpreter.standardExtensionHolder(name, at: loc(x))
        let constraint = x.genericWhereClause?.requirements.trimmedDescription ?? ""
        for member in x.memberBlock.members {
            guard let f = member.decl.as(FunctionDeclSyntax.self) else { continue }
            let labels = f.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            let key = "\(name).\(f.name.text)(\(labels))"
            if let earlier = standardExtensionConstraints[key], earlier != constraint {
                throw CompileError.unsupported("two extensions of '\(name)' that declare '\(f.name.text)(\(labels))' under different constraints",
                                               at: loc(f.name))
            }
            standardExtensionConstraints[key] = constraint
        }
        try declareMembers(x.memberBlock, in: holder, inExtension: true)
    }

    /// `x.member` or `x.member(…)` where the checker found `x` an Optional and `member` one
    /// that the program's extension of Optional declares: a direct call with `x` (its value
    /// or nil) as `self`; nil for any other member access.
    func optionalExtensionCall(_ m: MemberAccessExprSyntax, _ a: Arguments?, _ ctx: FunctionContext) throws -> Expr? {
        guard let base = m.base, typed?.isOptionalExtensionMember(m) == true,
              let holder = interpreter.standardExtensions[StandardExtensions.holder("Optional")] else { return nil }
        let name = m.declName.baseName.text
        let l = loc(m.declName)
        let code: FunctionCode?
        if let a { code = holder.findMethod(name, labels: a.labels, trailing: a.trailing) } else { code = holder.computed[name] }
        guard let code else { return nil }
        let receiver = try compileExpr(base, ctx, expected: nil)
        let args = try a.map { try compileArgs($0, ctx, params: nil, map: nil) } ?? []
        return DirectExtensionCall(code: code, base: receiver, args: args, labels: a?.labels ?? [], trailing: a?.trailing ?? 0, loc: l)
    }

    /// Whether `name` is a member the standard library gives `self` inside an extension of
    /// a standard type (`count`, `filter`, `append`) or of a program's protocol refining
    /// `Sequence` or `Collection`, so that a bare use means `self.name`.
    func isStandardMember(_ name: String, ofExtended t: NominalType) -> Bool {
        if let p = t as? ProtocolType, OwnCollections.implicitSelfMembers.contains(name) {
            func refinesSequence(_ p: ProtocolType) -> Bool {
                p.name == OwnSequences.standIns["Sequence"] || p.inherited.contains(where: refinesSequence)
            }
            return refinesSequence(p)
        }
        return t.extendsStandardType && StandardExtensions.standardLibraryGives(name, inExtensionOf: t.name)
    }
}
