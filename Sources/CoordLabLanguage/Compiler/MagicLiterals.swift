import CoordLabSyntax
import SwiftSyntax

/// Compiling `#function`, `#line`, `#column`, `#file`, `#fileID` and `#filePath`: a literal of
/// the place they are written, or, as a parameter's whole default value, of the place each
/// call is made (see `CallSiteScope`).
extension Compiler {
    /// The literal `name` written at `e`.
    func compileMagicLiteral(_ name: String, _ e: ExprSyntax) -> Expr {
        let l = loc(e)
        let value = MagicIdentifiers.value(of: name, function: MagicIdentifiers.functionName(at: e), file: l.file,
                                           line: l.line, column: l.column)
        let own = Literal(value.runtimeValue, loc: l)
        guard MagicIdentifiers.isDefaultArgument(e) else { return own }
        if let clause = e.parent?.parent?.parent?.parent?.as(FunctionParameterClauseSyntax.self) {
            callerPlaceCallees.formUnion(calleeNames(of: clause))
        }
        return CallerMagicLiteral(name: name, declared: own, loc: l)
    }

    /// A call of a function or initializer with a parameter defaulting to a magic literal,
    /// wrapped so that the literal gets this call's place; any other call as it is.
    func withCallSite(_ call: Expr, _ c: FunctionCallExprSyntax) -> Expr {
        guard !callerPlaceCallees.isEmpty else { return call }
        let callee: String?
        if let d = c.calledExpression.as(DeclReferenceExprSyntax.self) { callee = d.baseName.text }
        else if let m = c.calledExpression.as(MemberAccessExprSyntax.self) { callee = m.declName.baseName.text }
        else { callee = nil }
        guard let callee, callerPlaceCallees.contains(callee) else { return call }
        // swiftc's place of a call is its opening parenthesis.
        let place = c.leftParen.map { loc($0) } ?? loc(c.calledExpression)
        return CallSiteScope(call: call, site: CallSite(function: MagicIdentifiers.functionName(at: c), location: place),
                             loc: loc(c))
    }

    /// The names a call of the declaration with `clause` is written with: a function's
    /// name, or an initializer's type and `init`.
    private func calleeNames(of clause: FunctionParameterClauseSyntax) -> Set<String> {
        let decl = clause.parent?.parent
        if let f = decl?.as(FunctionDeclSyntax.self) { return [f.name.text] }
        guard decl?.is(InitializerDeclSyntax.self) == true else { return [] }
        var names: Set<String> = ["init"]
        var current = decl?.parent
        while let n = current {
            if let c = n.as(ClassDeclSyntax.self) { names.insert(c.name.text); break }
            if let s = n.as(StructDeclSyntax.self) { names.insert(s.name.text); break }
            if let e = n.as(EnumDeclSyntax.self) { names.insert(e.name.text); break }
            current = n.parent
        }
        return names
    }
}
