import SwiftSyntax

/// The `inout` parameters a closure literal gets from its context: `{ $0.count += 1 }`
/// given for an `(inout State) -> Void` changes the caller's storage, although the closure
/// does not say `inout` itself. The checker records them for each such closure, so that
/// the compiler passes those parameters by reference.
enum InoutClosureParameters {
    /// For a written function type (under attributes, an Optional or parentheses), which of
    /// its parameters are `inout`; empty when it is not a function type.
    static func positions(in type: TypeSyntax?) -> [Bool] {
        guard var t = type else { return [] }
        while true {
            if let a = t.as(AttributedTypeSyntax.self) { t = a.baseType }
            else if let o = t.as(OptionalTypeSyntax.self) { t = o.wrappedType }
            else if let o = t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { t = o.wrappedType }
            else if let p = t.as(TupleTypeSyntax.self), p.elements.count == 1, let only = p.elements.first { t = only.type }
            else { break }
        }
        guard let f = t.as(FunctionTypeSyntax.self) else { return [] }
        return f.parameters.map { BodyChecker.isInout($0.type) }
    }
}

extension BodyChecker {
    /// Types `value` with the `inout` parameters that `positions` gives a closure literal.
    func withContextualInouts<T>(_ positions: [Bool], for value: ExprSyntax, _ body: () -> T) -> T {
        guard positions.contains(true), value.is(ClosureExprSyntax.self) else { return body() }
        contextualInoutParameters = positions
        defer { contextualInoutParameters = [] }
        return body()
    }
}

extension BodyChecker {
    /// Which parameters of the function stored in assignment target `e` (a variable, or a
    /// property of `self` or of another value) are `inout`; empty when none is or it is unknown.
    func closureInoutParameters(ofTarget e: ExprSyntax) -> [Bool] {
        let name: String, owner: String?
        if let r = e.as(DeclReferenceExprSyntax.self) {
            name = r.baseName.bareText
            if let local = local(name) { return local.closureInoutParameters }
            owner = selfType
        } else if let m = e.as(MemberAccessExprSyntax.self), let base = m.base {
            name = m.declName.baseName.bareText
            // The base was typed with the target already: typed again, it records nothing.
            owner = quietType(of: base).unwrapped.nominalName
        } else {
            return []
        }
        guard let owner, case .found(let ms) = declarations.member(name, of: owner) else { return [] }
        return ms.first { $0.kind == .property }?.closureInoutParameters ?? []
    }
}
