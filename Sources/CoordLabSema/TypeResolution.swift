import SwiftSyntax

/// Written types (`[String: Coordinator]?`, `(Int) -> Void`, `Outer.Inner`) to the
/// checker's types. A name the checker does not know (a generic parameter, a type from
/// outside the subset) becomes `unknown`: nothing is checked against it.
extension Declarations {
    /// The type `syntax` names, seen from inside the type named `context` (for nested
    /// names and `Self`).
    func resolve(_ syntax: TypeSyntax?, in context: String?) -> SemaType {
        guard let syntax else { return .unknown }
        if let o = syntax.as(OptionalTypeSyntax.self) { return .optional(resolve(o.wrappedType, in: context)) }
        if let o = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return .optional(resolve(o.wrappedType, in: context))
        }
        if let a = syntax.as(ArrayTypeSyntax.self) { return .array(resolve(a.element, in: context)) }
        if let d = syntax.as(DictionaryTypeSyntax.self) {
            return .dictionary(resolve(d.key, in: context), resolve(d.value, in: context))
        }
        if let a = syntax.as(AttributedTypeSyntax.self) { return resolve(a.baseType, in: context) }
        if let s = syntax.as(SomeOrAnyTypeSyntax.self) { return resolve(s.constraint, in: context) }
        if let f = syntax.as(FunctionTypeSyntax.self) {
            return .function(f.parameters.map { resolve($0.type, in: context) }, resolve(f.returnClause.type, in: context))
        }
        if let t = syntax.as(TupleTypeSyntax.self) {
            if t.elements.count == 1, let only = t.elements.first, only.firstName == nil {
                return resolve(only.type, in: context)
            }
            return .tuple(t.elements.map { .init(label: $0.firstName?.bareText, type: resolve($0.type, in: context)) })
        }
        if let m = syntax.as(MemberTypeSyntax.self) {
            guard case .named(let outer) = resolve(m.baseType, in: context) else { return .unknown }
            return typeNamed(m.name.bareText, inside: outer) ?? .unknown
        }
        if let i = syntax.as(IdentifierTypeSyntax.self) { return resolve(i, in: context) }
        return .unknown
    }

    /// A type written as a name, with generic arguments for the standard containers.
    private func resolve(_ i: IdentifierTypeSyntax, in context: String?) -> SemaType {
        let name = i.name.bareText
        let args = i.genericArgumentClause?.arguments.map { resolve($0.argument.as(TypeSyntax.self), in: context) } ?? []
        switch (name, args.count) {
        case ("Optional", 1): return .optional(args[0])
        case ("Array", 1): return .array(args[0])
        case ("Dictionary", 2): return .dictionary(args[0], args[1])
        case ("Void", 0): return .void
        // `Self` stays symbolic in a declaration: a use of the member puts the receiver's
        // type in its place (`HomeViewController.instantiate()` is a HomeViewController).
        case ("Self", 0): return context == nil ? .unknown : .named("Self")
        case (_, 0): return typeNamed(name, from: context) ?? .unknown
        default: return .unknown
        }
    }

    /// The type a simple name means inside `context`: a nested type of it or of a type
    /// around it, else a top-level type or alias, else a standard type.
    func typeNamed(_ name: String, from context: String?) -> SemaType? {
        var scope = context
        while let s = scope {
            if let t = typeNamed(name, inside: s) { return t }
            scope = s.lastIndex(of: ".").map { String(s[..<$0]) }
        }
        if let alias = aliases[name] { return alias }
        if types[name] != nil || StandardTypes.names.contains(name) { return .named(name) }
        return nil
    }

    /// A type nested in `outer` (or an alias declared there), by its simple name.
    func typeNamed(_ name: String, inside outer: String) -> SemaType? {
        if let alias = aliases["\(outer).\(name)"] { return alias }
        if let nested = types[outer]?.nestedTypes[name] { return .named(nested) }
        return nil
    }
}

/// The standard library's types that the checker knows by name.
enum StandardTypes {
    static let names: Set<String> = ["Int", "Double", "Float", "CGFloat", "Bool", "String", "Character", "Substring"]
    /// Types an enum's raw values can have.
    static let rawValueTypes: Set<String> = ["Int", "Double", "Float", "String", "Character", "UInt", "Int8", "Int16", "Int32", "Int64"]
}
