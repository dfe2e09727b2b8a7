import SwiftParser
import SwiftSyntax

extension TypeSpec {
    /// Reads the parts of a written type that the runtime uses.
    init(_ type: TypeSyntax?) {
        guard let type else { self = .unknown; return }
        if let o = type.as(OptionalTypeSyntax.self) {
            self = TypeSpec(o.wrappedType)
            isOptional = true
        } else if let o = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            self = TypeSpec(o.wrappedType)
            isOptional = true
        } else if let a = type.as(ArrayTypeSyntax.self) {
            self = TypeSpec(name: "Array", isOptional: false, isFunction: false, element: TypeSpec(a.element).name)
        } else if let d = type.as(DictionaryTypeSyntax.self) {
            self = TypeSpec(name: "Dictionary", isOptional: false, isFunction: false, element: TypeSpec(d.value).name)
        } else if let f = type.as(FunctionTypeSyntax.self) {
            self = TypeSpec(name: "", isOptional: false, isFunction: true, element: nil,
                            throwsError: f.effectSpecifiers?.throwsClause != nil)
        } else if let a = type.as(AttributedTypeSyntax.self) {
            self = TypeSpec(a.baseType)
        } else if let t = type.as(TupleTypeSyntax.self), t.elements.count == 1, let only = t.elements.first {
            self = TypeSpec(only.type)
        } else if let s = type.as(SomeOrAnyTypeSyntax.self) {
            self = TypeSpec(s.constraint)
        } else if let m = type.as(MemberTypeSyntax.self) {
            let path = "\(m.baseType.trimmedDescription).\(m.name.text)"
            // `Published<Bool>.Publisher`: an alias nested in a generic type.
            let outer = TypeSpec(m.baseType).name
            let nested = "\(outer).\(m.name.text)"
            if TypeAliasTable.current?.targets[nested] != nil {
                self = TypeSpec.named(nested).resolvingAlias
                return
            }
            self = .named(TypeAliasTable.current?.tableName(ofPath: path) ?? m.name.text)
        } else if let c = type.as(CompositionTypeSyntax.self), let first = c.elements.first {
            self = TypeSpec(first.type)
            let others = c.elements.dropFirst().map { TypeSpec($0.type).name }
            if !others.isEmpty { composedWith = others.joined(separator: "&") }
        } else if let i = type.as(IdentifierTypeSyntax.self) {
            let name = i.name.text
            let args = i.genericArgumentClause?.arguments.map { a in
                a.argument.as(TypeSyntax.self).map { TypeSpec($0).name } ?? a.argument.trimmedDescription
            } ?? []
            if name == "Optional", let a = i.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self) {
                self = TypeSpec(a)
                isOptional = true
            } else if name == "Array" || name == "Set" || name == "ArraySlice" {
                self = TypeSpec(name: name, isOptional: false, isFunction: false, element: args.first)
            } else {
                let written = i.genericArgumentClause?.arguments.map { TypeSpec($0.argument.as(TypeSyntax.self)) } ?? []
                self = TypeSpec.named(name).resolvingAlias(arguments: written)
            }
        } else {
            self = .named(type.trimmedDescription)
        }
    }
}

extension TypeSpec {
    /// The type a generic argument is spelled as (`Int`, `Array<Screen>`), as a written
    /// type would give it.
    init(spelled: String, optional: Bool) {
        var parser = Parser(spelled)
        self = TypeSpec(TypeSyntax.parse(from: &parser))
        if optional { isOptional = true }
    }
}
