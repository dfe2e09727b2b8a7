import CoordLabSyntax
import SwiftSyntax

/// Registering accessors: computed getters and setters, `willSet` and `didSet`.
extension Compiler {
    /// What an accessor block declares.
    enum AccessorShape { case computed, observers }

    /// Whether an accessor block is a computed property's or a stored property's observers;
    /// throws for accessors coordlab does not run (`_modify`, `init`, `async`).
    func accessorShape(_ acc: AccessorBlockSyntax) throws -> AccessorShape {
        guard case .accessors(let list) = acc.accessors else { return .computed }
        var observers = false
        for a in list {
            let k = a.accessorSpecifier.text
            // A throwing or async getter (`get throws`, `get async`) runs as any throwing or
            // async code does; setters and observers can be neither in Swift.
            if let e = a.effectSpecifiers, !e.trimmedDescription.isEmpty, k != "get" {
                throw CompileError.unsupported(e.asyncSpecifier != nil ? "async/await" : "throws/try", at: loc(e))
            }
            switch k {
            case "get", "set": continue
            case "willSet", "didSet": observers = true
            default: throw CompileError.unsupported("'\(k)' accessors", at: loc(a))
            }
        }
        return observers ? .observers : .computed
    }

    /// Registers `willSet`/`didSet` of property `name` in `t` (its own stored property, or
    /// an inherited one it overrides).
    func declareObservers(_ name: String, _ acc: AccessorBlockSyntax, spec: TypeSpec, in t: NominalType,
                          isStatic: Bool) throws {
        let obs = makeObservers(name, acc, spec: spec, in: t, isStatic: isStatic)
        if isStatic { t.staticObservers[name] = obs } else { t.observers[name] = obs }
    }

    /// The `willSet`/`didSet` of property `name`, run with `self` when `t` is given (a
    /// top-level variable's have none).
    func makeObservers(_ name: String, _ acc: AccessorBlockSyntax, spec: TypeSpec, in t: NominalType?,
                       isStatic: Bool) -> PropertyObservers {
        let obs = PropertyObservers()
        guard case .accessors(let list) = acc.accessors else { return obs }
        for a in list {
            let isWill = a.accessorSpecifier.text == "willSet"
            let given = a.parameters?.name.text
            let usesOld = !isWill && (given != nil || mentions("oldValue", in: a.body))
            let params = isWill || usesOld
                ? [Parameter(label: nil, name: given ?? (isWill ? "newValue" : "oldValue"), spec: spec, defaultValue: nil)] : []
            let code = accessorCode(name, params: params, in: t, isStatic: isStatic, at: a)
            code.observedProperty = name
            if isWill { obs.willSet = code } else { obs.didSet = code; obs.didSetUsesOld = usesOld }
        }
        return obs
    }

    /// Registers the setter of computed property `name`, if its block has one.
    func declareSetter(_ name: String, _ acc: AccessorBlockSyntax, spec: TypeSpec, in t: NominalType,
                       isStatic: Bool) throws {
        guard let code = makeSetter(name, acc, spec: spec, in: t, isStatic: isStatic) else { return }
        if isStatic { t.staticSetters[name] = code } else { t.setters[name] = code }
    }

    /// The setter of computed property `name`, if its block has one.
    func makeSetter(_ name: String, _ acc: AccessorBlockSyntax, spec: TypeSpec, in t: NominalType?,
                    isStatic: Bool) -> FunctionCode? {
        guard case .accessors(let list) = acc.accessors,
              let a = list.first(where: { $0.accessorSpecifier.text == "set" }) else { return nil }
        let param = Parameter(label: nil, name: a.parameters?.name.text ?? "newValue", spec: spec, defaultValue: nil)
        return accessorCode(name, params: [param], in: t, isStatic: isStatic, at: a)
    }

    /// The getter of a top-level computed variable.
    func makeGlobalGetter(_ name: String, _ acc: AccessorBlockSyntax, spec: TypeSpec) -> FunctionCode {
        let getter = FunctionCode(name: name, kind: .function, params: [], returnSpec: spec, hasSelf: false,
                                  isMutating: false, location: loc(acc))
        let items: CodeBlockItemListSyntax
        switch acc.accessors {
        case .getter(let list): items = list
        case .accessors(let list): items = list.first { $0.accessorSpecifier.text == "get" }?.body?.statements ?? []
        }
        compileLater { [unowned self] in try compileBody(getter, items, selfType: nil, at: acc) }
        return getter
    }

    /// The code of one accessor, its body compiled once every declaration is known.
    private func accessorCode(_ name: String, params: [Parameter], in t: NominalType?, isStatic: Bool,
                              at a: AccessorDeclSyntax) -> FunctionCode {
        let code = FunctionCode(name: name, kind: t == nil ? .function : .method, params: params, returnSpec: .unknown,
                                hasSelf: t != nil,
                                isMutating: !isStatic && (t is StructType || (t is ProtocolType && a.accessorSpecifier.text == "set")),
                                location: loc(a))
        code.owner = t
        compileLater { [unowned self] in
            try compileBody(code, a.body?.statements ?? [], selfType: t, isStatic: isStatic, at: a)
        }
        return code
    }

    /// Registers a top-level variable's accessors; true when it is computed (it then has no
    /// global of its own).
    func declareGlobalAccessors(_ name: String, _ acc: AccessorBlockSyntax, spec: TypeSpec) throws -> Bool {
        let a = GlobalAccessors()
        a.spec = spec
        globalAccessors[name] = a
        if try accessorShape(acc) == .observers {
            a.observers = makeObservers(name, acc, spec: spec, in: nil, isStatic: false)
            return false
        }
        a.getter = makeGlobalGetter(name, acc, spec: spec)
        a.setter = makeSetter(name, acc, spec: spec, in: nil, isStatic: false)
        globals[name] = nil
        return true
    }

    /// An assignment target for global `name`: through its accessors when it has them and
    /// the write is not its own observers' (those store directly).
    func globalLValue(_ name: String, index: Int, spec: TypeSpec, _ ctx: FunctionContext, at l: CodeLocation) -> LValue {
        if let a = globalAccessors[name], a.index == index, ctx.code?.observedProperty != name {
            return GlobalAccessorLValue(a, name: name, spec: spec, loc: l)
        }
        return GlobalLValue(index: index, spec: spec, loc: l)
    }

    /// Whether `name` appears as an identifier in a body.
    private func mentions(_ name: String, in body: CodeBlockSyntax?) -> Bool {
        body?.tokens(viewMode: .sourceAccurate).contains { $0.text == name } ?? false
    }

    /// Whether a write of `name` through `self` in `ctx` goes straight to storage: in an
    /// initializer of the type that stores `name`, or in `name`'s own observers.
    func writesDirectly(_ name: String, _ ctx: FunctionContext) -> Bool {
        guard let code = ctx.code else { return false }
        if code.observedProperty == name { return true }
        guard code.kind == .initializer || code.kind == .convenienceInit else { return false }
        switch ctx.selfType {
        case let c as ClassType: return c.ownFields.contains { $0.name == name }
        case let s as StructType: return s.fieldIndex[name] != nil
        default: return false
        }
    }
}
