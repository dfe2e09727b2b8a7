import SwiftSyntax

/// `Outer.Inner` in expressions: a type declared inside another one, named through it.
///
/// coordlab keeps every type in one table by its own name, so `Outer.Inner` is `Inner`;
/// two types of the same name in one program are refused when declared (see `register`).
/// A nested type of an earlier input (the prelude's `Notification.Name`) that a later
/// input's type of the same name displaced is kept under its path.
extension Compiler {
    /// The type `base.name` names, when `base` names a type and `name` is a declared type.
    func nestedType(_ base: ExprSyntax, _ name: String) -> TypeRef? {
        guard isTypePath(base) else { return nil }
        let path = "\(Self.unspecialized(base).trimmedDescription).\(name)"
        if let moved = interpreter.types[path], moved.nominal != nil { return moved }
        // A member alias (`Host.Kind` for `typealias Kind = …` inside `Host`) names its target.
        if typeAliases.targets[path] != nil { return aliasedType(path) }
        guard let t = interpreter.types[name], t.nominal != nil else { return nil }
        return t
    }

    /// `e` without the generic arguments written on it (`Page` for `Page<Int>`).
    private static func unspecialized(_ e: ExprSyntax) -> ExprSyntax {
        e.as(GenericSpecializationExprSyntax.self)?.expression ?? e
    }

    /// Whether an expression is a path of declared type names (`Outer`, `Outer.Inner`).
    private func isTypePath(_ e: ExprSyntax) -> Bool {
        // `Page<Int>.Cursor`: a nested type of a generic type, named through its arguments.
        if let g = e.as(GenericSpecializationExprSyntax.self) { return isTypePath(g.expression) }
        if let d = e.as(DeclReferenceExprSyntax.self) {
            let n = d.baseName.text
            return globals[n] == nil && globalAccessors[n] == nil && interpreter.types[n]?.nominal != nil
        }
        if let m = e.as(MemberAccessExprSyntax.self), let b = m.base {
            let name = m.declName.baseName.text
            return isTypePath(b) && (interpreter.types[name]?.nominal != nil
                || typeAliases.targets["\(b.trimmedDescription).\(name)"] != nil)
        }
        return false
    }
}
