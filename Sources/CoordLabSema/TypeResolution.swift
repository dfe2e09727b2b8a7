import CoordLabSyntax
import SwiftSyntax

/// Written types (`[String: Coordinator]?`, `(Int) -> Void`, `Outer.Inner`) to the
/// checker's types. A name the checker does not know (a generic parameter, a type from
/// outside the subset) becomes `unknown`: nothing is checked against it.
extension Declarations {
    /// The type `syntax` names, seen from inside the type named `context` (for nested
    /// names and `Self`). Names in `parameters` are generic parameters, kept symbolic for
    /// a call to bind (see `GenericBinding`).
    func resolve(_ syntax: TypeSyntax?, in context: String?, parameters: Set<String> = []) -> SemaType {
        guard let syntax else { return .unknown }
        func inner(_ t: TypeSyntax?) -> SemaType { resolve(t, in: context, parameters: parameters) }
        if let o = syntax.as(OptionalTypeSyntax.self) { return .optional(inner(o.wrappedType)) }
        if let o = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return .optional(inner(o.wrappedType))
        }
        if let a = syntax.as(ArrayTypeSyntax.self) { return .array(inner(a.element)) }
        if let d = syntax.as(DictionaryTypeSyntax.self) {
            return .dictionary(inner(d.key), inner(d.value))
        }
        if let a = syntax.as(AttributedTypeSyntax.self) { return inner(a.baseType) }
        // `T.Type`: a metatype, which binds `T` from an argument such as `Int.self`.
        if let m = syntax.as(MetatypeTypeSyntax.self), m.metatypeSpecifier.text == "Type" {
            return .metatype(inner(m.baseType))
        }
        if let s = syntax.as(SomeOrAnyTypeSyntax.self) { return inner(s.constraint) }
        if let f = syntax.as(FunctionTypeSyntax.self) {
            return .function(f.parameters.map { inner($0.type) }, inner(f.returnClause.type))
        }
        if let t = syntax.as(TupleTypeSyntax.self) {
            if t.elements.count == 1, let only = t.elements.first, only.firstName == nil {
                return inner(only.type)
            }
            return .tuple(t.elements.map { .init(label: $0.firstName?.bareText, type: inner($0.type)) })
        }
        if let m = syntax.as(MemberTypeSyntax.self) {
            // `Swift.Int`, `UIKit.UIViewController`: the module's type.
            if let plain = ModuleNames.unqualified(m, isShadowed: { types[$0] != nil }) {
                return resolveName(plain, in: context, parameters: parameters)
            }
            // `Other.Output` of a generic parameter `Other`: bound with the parameter (see
            // `Declarations.associatedValues`).
            if case .parameter(let p) = inner(m.baseType), m.genericArgumentClause == nil {
                return .parameter("\(p).\(m.name.bareText)")
            }
            // `Published<Bool>.Publisher`: an alias in a generic type, with its arguments.
            if case .generic(let outer, let arguments) = inner(m.baseType), m.genericArgumentClause == nil,
               let alias = aliases["\(outer).\(m.name.bareText)"], let parameters = types[outer]?.genericParameters,
               parameters.count == arguments.count {
                return alias.substituting(Dictionary(zip(parameters, arguments)) { a, _ in a })
            }
            guard case .named(let outer) = inner(m.baseType) else { return .unknown }
            if outer == "String", m.name.bareText == "Index", types["String"] == nil, m.genericArgumentClause == nil {
                return StringIndices.index
            }
            guard let found = typeNamed(m.name.bareText, inside: outer) else { return .unknown }
            // `Subscribers.Completion<Failure>`: a nested generic type with its arguments.
            guard let clause = m.genericArgumentClause else { return found }
            guard case .named(let n) = found, types[n]?.genericParameters.count == clause.arguments.count else { return .unknown }
            return .generic(n, clause.arguments.map { inner($0.argument.as(TypeSyntax.self)) })
        }
        if let i = syntax.as(IdentifierTypeSyntax.self) { return resolveName(i, in: context, parameters: parameters) }
        return .unknown
    }

    /// A type written as a name, with generic arguments for the standard containers and
    /// the program's generic types.
    private func resolveName(_ i: IdentifierTypeSyntax, in context: String?, parameters: Set<String>) -> SemaType {
        let name = i.name.bareText
        if i.genericArgumentClause == nil, parameters.contains(name) { return .parameter(name) }
        let args = i.genericArgumentClause?.arguments.map {
            resolve($0.argument.as(TypeSyntax.self), in: context, parameters: parameters)
        } ?? []
        switch (name, args.count) {
        case ("Optional", 1): return .optional(args[0])
        case ("Array", 1): return .array(args[0])
        case ("ArraySlice", 1) where types["ArraySlice"] == nil: return .slice(args[0])
        case ("Dictionary", 2): return .dictionary(args[0], args[1])
        // `let s: Set = [1, 2]`: the element comes from the literal.
        case ("Set", 1) where types["Set"] == nil: return .set(args[0])
        case ("Set", 0) where types["Set"] == nil: return .set(.unknown)
        // The ranges coordlab makes: of Ints and of a string's indices (a range of another
        // type is left unknown).
        case ("Range", 1) where types["Range"] == nil && [.int, StringIndices.index].contains(args[0]),
             ("ClosedRange", 1) where types["ClosedRange"] == nil && [.int, StringIndices.index].contains(args[0]):
            return .generic(name, args)
        case ("Void", 0): return .void
        case ("Any", 0), ("AnyObject", 0): return .named(name)
        // `Self` stays symbolic in a declaration: a use of the member puts the receiver's
        // type in its place (`HomeViewController.instantiate()` is a HomeViewController).
        case ("Self", 0): return context == nil ? .unknown : .named("Self")
        case (_, 0):
            // `Tree` inside `enum Tree<T>` is `Tree<T>`: the type with its own parameters,
            // where they are symbolic.
            if case .named(let n)? = typeNamed(name, from: context), n == context, let own = types[n]?.genericParameters,
               !own.isEmpty, own.allSatisfy(parameters.contains) {
                return .generic(n, own.map { .parameter($0) })
            }
            return typeNamed(name, from: context) ?? .unknown
        default:
            if let target = genericAliasTarget(name, arguments: args, from: context) { return target }
            guard case .named(let n)? = typeNamed(name, from: context),
                  types[n]?.genericParameters.count == args.count else { return .unknown }
            let written = i.genericArgumentClause?.arguments.map { $0.argument.as(TypeSyntax.self) } ?? []
            return .generic(n, zip(args, written).map { arg, w in arg == .unknown ? standardProtocolArgument(w) : arg })
        }
    }

    /// The qualified name of the generic alias `name` means inside `context` (nested in it
    /// or a type around it, else top level), if it names one.
    /// The type generic alias `name` names with `args` in place of its parameters
    /// (`Boxed<Int>` for `typealias Boxed<T> = Store<T>` is `Store<Int>`); nil for any other name.
    func genericAliasTarget(_ name: String, arguments args: [SemaType], from context: String?) -> SemaType? {
        guard let alias = genericAlias(name, from: context), let own = aliasParameters[alias], own.count == args.count,
              let target = aliases[alias] else { return nil }
        return target.substituting(Dictionary(uniqueKeysWithValues: zip(own, args)))
    }

    private func genericAlias(_ name: String, from context: String?) -> String? {
        var scope = context
        while let s = scope {
            if aliasParameters["\(s).\(name)"] != nil { return "\(s).\(name)" }
            scope = s.lastIndex(of: ".").map { String(s[..<$0]) }
        }
        return aliasParameters[name] != nil ? name : nil
    }

    /// A generic argument written as a type (`Box<Int>`, `Result<User, Error>`). A
    /// standard protocol there (`Error`) is the existential: it binds the parameter, and
    /// prints as Swift prints it.
    func genericArgument(_ syntax: TypeSyntax?, in context: String?, parameters: Set<String> = []) -> SemaType {
        let t = resolve(syntax, in: context, parameters: parameters)
        return t == .unknown ? standardProtocolArgument(syntax) : t
    }

    /// `.named(P)` for a bare standard protocol's name `P`; unknown otherwise.
    private func standardProtocolArgument(_ syntax: TypeSyntax?) -> SemaType {
        guard let w = syntax?.as(IdentifierTypeSyntax.self), w.genericArgumentClause == nil,
              StandardProtocols.members[w.name.bareText] != nil else { return .unknown }
        return .named(w.name.bareText)
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

    /// A type nested in `outer` (or an alias declared there), by its simple name; for a
    /// class, struct or enum, also an associated type of a protocol it conforms to, as its
    /// members infer it or the protocol's default gives it (`S.Route`).
    func typeNamed(_ name: String, inside outer: String) -> SemaType? {
        typeNamed(name, inside: outer, visited: []) ?? witnessedAssociatedType(name, of: outer)
    }

    /// What conforming type `outer` makes the associated type `name` of a protocol it
    /// conforms to: inferred from its members, else the protocol's default.
    private func witnessedAssociatedType(_ name: String, of outer: String) -> SemaType? {
        guard let decl = types[outer], decl.kind != .protocolType else { return nil }
        var seen: Set<String> = []
        var work = decl.inherited.map { resolvedInheritedName($0, from: decl) }
        while let p = work.popLast() {
            guard seen.insert(p).inserted, let pd = types[p], pd.kind == .protocolType else { continue }
            if pd.associatedTypes.contains(name) {
                if let inferred = inferredAssociatedType(name, of: pd, in: outer) { return inferred }
                if let written = pd.associatedTypeDefaults[name] {
                    let t = resolve(written, in: p)
                    return t == .unknown ? nil : t
                }
                return nil
            }
            work += pd.inherited.map { resolvedInheritedName($0, from: pd) }
        }
        return nil
    }

    /// A type nested in `outer`, or in a superclass or protocol it inherits (a protocol's
    /// `typealias Completion = …` names a type in each conforming type; a generic
    /// superclass's `typealias CoordinationResult = ResultType`, in a subclass of
    /// `BaseCoordinator<Void>`, names `Void`).
    private func typeNamed(_ name: String, inside outer: String, visited: Set<String>) -> SemaType? {
        if let alias = aliases["\(outer).\(name)"] { return alias }
        if let nested = types[outer]?.nestedTypes[name] { return .named(nested) }
        for parent in types[outer]?.inherited ?? [] where !visited.contains(parent) && types[parent] != nil {
            if let t = typeNamed(name, inside: parent, visited: visited.union([outer])) { return t }
        }
        for case .generic(let parent, let args) in types[outer]?.supertypes ?? [] where !visited.contains(parent) {
            guard let parameters = types[parent]?.genericParameters, parameters.count == args.count,
                  let t = typeNamed(name, inside: parent, visited: visited.union([outer])) else { continue }
            return t.substituting(Dictionary(zip(parameters, args)) { a, _ in a })
        }
        return nil
    }
}

extension Declarations {
    /// The type each generic parameter of a declaration has inside it: a parameter bound
    /// by one protocol or class the program declares (`<C: Coordinator>`, `where C:
    /// Coordinator`) is used as that type is (its members, and the dispatch Swift gives
    /// them: a requirement through the witness, an extension's method statically); any
    /// other is unknown.
    func genericConstraints(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?,
                            in context: String?) -> [String: SemaType] {
        guard let clause else { return [:] }
        var bounds: [String: [TypeSyntax]] = [:]
        for p in clause.parameters {
            bounds[p.name.bareText] = p.inheritedType.map { [$0] } ?? []
        }
        for r in whereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let c) = r.requirement,
                  let name = c.leftType.as(IdentifierTypeSyntax.self)?.name.bareText, bounds[name] != nil else { continue }
            bounds[name, default: []].append(c.rightType)
        }
        return bounds.mapValues { written in
            guard written.count == 1, case .named(let n) = resolve(written[0], in: context),
                  let d = types[n], d.kind == .protocolType || d.kind == .classType else { return .unknown }
            return .named(n)
        }
    }
}

/// The standard library's types that the checker knows by name.
enum StandardTypes {
    static let names = Set<String>(["Int", "Double", "Float", "CGFloat", "Bool", "String", "Character", "Substring", "String.Index", "Never", "ObjectIdentifier"]
        + SizedInteger.allCases.map(\.name))
    /// Types an enum's raw values can have.
    static let rawValueTypes = Set<String>(["Int", "Double", "Float", "String", "Character"] + SizedInteger.allCases.map(\.name))
}
