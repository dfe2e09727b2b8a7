import CoordLabSyntax
import SwiftSyntax

/// Registering `subscript` declarations of classes, structs and enums.
extension Compiler {
    /// Registers a subscript's getter and setter; parameters have no argument label unless
    /// they spell one (`subscript(key key: String)`), as in Swift.
    func declareSubscript(_ s: SubscriptDeclSyntax, in t: NominalType) throws {
        try rejectAttributes(s.attributes)
        // The checker binds a generic subscript's own parameters at each use of a
        // non-generic type's (see `genericSubscriptBinding`); it refuses the others.
        if t is ProtocolType || !t.genericParameters.isEmpty {
            try rejectGenerics(s.genericParameterClause, s.genericWhereClause, "generic subscripts")
        }
        let own = s.genericParameterClause?.parameters.map(\.name.text) ?? []
        if s.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) {
            throw CompileError.unsupported("static subscripts", at: loc(s))
        }
        let params = zip(try parameters(s.parameterClause), s.parameterClause.parameters).map { p, written in
            let label = written.secondName == nil || written.firstName.text == "_" ? nil : written.firstName.text
            return Parameter(label: label, name: p.name, spec: p.spec, defaultValue: p.defaultValue)
        }
        let spec = TypeSpec(s.returnClause.type)
        guard let acc = s.accessorBlock else {
            if t is ProtocolType { return }
            throw CompileError("expected '{' in subscript to specify getter and setter implementation", at: loc(s))
        }
        let isMutating = t is StructType
        let getter = FunctionCode(name: "subscript", kind: .method, params: params, returnSpec: spec, hasSelf: true,
                                  isMutating: false, location: loc(s))
        getter.owner = t
        getter.genericParameters = own
        let entry = SubscriptCode(getter: getter)
        switch acc.accessors {
        case .getter(let items):
            compileLater { [unowned self] in try compileBody(getter, items, selfType: t, at: acc) }
        case .accessors(let list):
            for a in list {
                if let e = a.effectSpecifiers, !e.trimmedDescription.isEmpty {
                    throw CompileError.unsupported(e.trimmedDescription.contains("async") ? "async/await" : "throws/try", at: loc(e))
                }
                switch a.accessorSpecifier.text {
                case "get":
                    compileLater { [unowned self] in try compileBody(getter, a.body?.statements ?? [], selfType: t, at: a) }
                case "set":
                    let newValue = Parameter(label: nil, name: a.parameters?.name.text ?? "newValue", spec: spec, defaultValue: nil)
                    let setter = FunctionCode(name: "subscript", kind: .method, params: params + [newValue], returnSpec: .unknown,
                                              hasSelf: true, isMutating: isMutating, location: loc(a))
                    setter.owner = t
                    setter.genericParameters = own
                    entry.setter = setter
                    compileLater { [unowned self] in try compileBody(setter, a.body?.statements ?? [], selfType: t, at: a) }
                default:
                    throw CompileError.unsupported("'\(a.accessorSpecifier.text)' accessors", at: loc(a))
                }
            }
        }
        // A protocol's requirement has no code; a protocol extension's subscript does, and
        // conforming types find it there (see `findSubscript`).
        if t is ProtocolType, !Self.isInExtension(s) { return }
        t.subscripts.append(entry)
    }

    /// Whether `s` is declared in an extension (not in a type's own declaration).
    private static func isInExtension(_ s: SubscriptDeclSyntax) -> Bool {
        var node = s.parent
        while let n = node {
            if n.is(ExtensionDeclSyntax.self) { return true }
            if n.is(ProtocolDeclSyntax.self) { return false }
            node = n.parent
        }
        return false
    }
}
