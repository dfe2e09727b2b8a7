import CoordLabSyntax
import SwiftSyntax

/// Wrapped properties (`@Published var name = ""`), laid out as Swift lays them out.
extension Compiler {
    /// Declares a wrapped property `name` of `t` as the three members Swift synthesizes:
    /// stored `_name`, the wrapper, made when the instance is initialised with
    /// `Wrapper(wrappedValue: initial, attribute arguments…)`; `name`, computed through
    /// `_name.wrappedValue`; and, when the wrapper has a `projectedValue`, `$name` through it.
    func declareWrapped(_ name: String, _ b: PatternBindingSyntax, _ a: AttributeSyntax, in t: NominalType) throws {
        let l = loc(a)
        let wrapperName = SwiftAttributes.name(of: a)
        guard let backing = typed?.wrapperBackingType(of: b), let wrapper = interpreter.types[wrapperName],
              let wrapperType = wrapper.nominal else {
            // Compiled without the checker's findings only to find a refusal of its own
            // before the checker's first error (see `Compiler.compileEach`).
            if typed == nil { return }
            throw CompileError.unsupported("the property wrapper '@\(wrapperName)' here", at: l)
        }
        let generic: GenericArguments?
        if case .generic(_, let args) = backing {
            generic = spelled(args)
            if generic?.isTemplate == true {
                throw CompileError.unsupported("a property wrapper around a generic parameter's type", at: l)
            }
        } else {
            generic = nil
        }
        let spec = declaredSpec(b)
        let field = FieldInfo(name: "_" + name, kind: .strong, isLet: false, spec: TypeSpec(backing), ownerName: t.name)
        let storage = WrappedStorage(label: name, type: wrapper, genericArguments: generic)
        field.wrapping = storage
        let extra = a.arguments?.as(LabeledExprListSyntax.self).map(Array.init) ?? []
        storage.extraLabels = extra.map { $0.label?.text }
        let initial = b.initializer?.value
        // An Optional without an initial value and without attribute arguments starts as `nil`.
        let startsAsNil = a.arguments == nil && b.wrappedStartsAsNil
        compileLater { [unowned self] in
            storage.extraArguments = try extra.map { try compileDetached($0.expression, spec: .unknown, selfType: nil) }
            // Without an initial value, the attribute's arguments alone make the wrapper
            // (`@UserDefault(key: "k", defaultValue: 0) var count: Int`).
            var value = try initial.map { [try compileDetached($0, spec: spec, selfType: nil)] } ?? []
            if startsAsNil { value = [Literal(.none, loc: l)] }
            let make = ConstructCall(type: wrapper, args: value + storage.extraArguments,
                                     labels: (value.isEmpty ? [] : ["wrappedValue"]) + storage.extraLabels, trailing: 0, loc: l)
            make.genericArguments = generic
            field.initial = make
        }
        switch t {
        case let c as ClassType: c.ownFields.append(field)
        case let s as StructType:
            s.fieldIndex[field.name] = s.fields.count
            s.fields.append(field)
        default:
            throw CompileError("enums must not contain stored properties", at: loc(b))
        }
        try declareForwarding(name, to: "_\(name).wrappedValue", spec: spec, settable: true, in: t, at: l)
        if hasMember(wrapperType, "projectedValue", static: false) {
            try declareForwarding("$" + name, to: "_\(name).projectedValue", spec: .unknown,
                                  settable: isSettable("projectedValue", of: wrapperType), in: t, at: l)
        }
    }

    /// Declares computed property `name` of `t` that reads (and writes) `path` on `self`.
    private func declareForwarding(_ name: String, to path: String, spec: TypeSpec, settable: Bool, in t: NominalType,
                                   at l: CodeLocation) throws {
        let setter = settable ? " set { self.\(path) = newValue }" : ""
        let text = "var v: Int { get { return self.\(path) }\(setter) }"
        guard let accessors = synthesizedItem(text, at: l)?.as(VariableDeclSyntax.self)?.bindings.first?.accessorBlock
        else { return }
        try declareComputed(name, accessors, spec: spec, in: t, isStatic: false)
        try declareSetter(name, accessors, spec: spec, in: t, isStatic: false)
    }

    /// Whether a wrapper's `projectedValue` can be assigned (a `var` it stores, or one with
    /// a setter), so that `$name` can too.
    private func isSettable(_ member: String, of t: NominalType) -> Bool {
        if t.setters[member] != nil { return true }
        if let s = t as? StructType, let k = s.fieldIndex[member] { return !s.fields[k].isLet }
        if let c = t as? ClassType { return c.ownFields.contains { $0.name == member && !$0.isLet } }
        return false
    }
}
