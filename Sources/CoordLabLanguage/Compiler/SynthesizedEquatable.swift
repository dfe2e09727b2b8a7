/// Swift synthesizes `==` for an enum or struct that declares `Equatable` (or `Hashable`)
/// only when every associated value or stored property is itself `Equatable`; otherwise
/// swiftc refuses the declaration. coordlab compares such values member by member, and
/// would compare class references by identity: a silent wrong answer, so it refuses too.
extension Compiler {
    /// Standard types that are `Equatable`.
    private static let equatableStandardTypes: Set<String> = [
        "Int", "Double", "Float", "CGFloat", "String", "Substring", "Character", "Bool",
        "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]

    /// swiftc's error for a type among `types` that asks for a synthesized `==` it cannot have.
    func checkSynthesizedEquatable(_ types: [NominalType]) throws {
        for t in types {
            guard let wanted = requestedEquality(t) else { continue }
            // Declared by hand (`==`, and for Hashable `hash(into:)` too), nothing is synthesized.
            if declaresOperator("==", for: t), wanted == "Equatable" || t.methods["hash"]?.isEmpty == false { continue }
            let members: [TypeSpec]
            switch t {
            case let e as EnumType: members = e.cases.flatMap(\.payloadSpecs)
            case let s as StructType: members = s.fields.map(\.spec)
            default: continue
            }
            if members.contains(where: { !isEquatable($0) }) {
                throw CompileError("type '\(t.name)' does not conform to protocol '\(wanted)'", at: t.location)
            }
        }
    }

    /// Whether the program declares operator `op` (`==`, `<`) for `t` itself (a static
    /// member or a global function): Swift then synthesizes nothing, whatever the members are.
    func declaresOperator(_ op: String, for t: NominalType) -> Bool {
        if t.staticMethods[op]?.isEmpty == false { return true }
        return functions[op]?.contains { code in code.params.count == 2 && code.params.allSatisfy { $0.spec.name == t.name } } == true
    }

    /// `Hashable` or `Equatable` when `t` declares it (directly, by an extension or through a
    /// protocol that refines it); nil otherwise.
    private func requestedEquality(_ t: NominalType) -> String? {
        let names = Set(t.allProtocols().map(\.name) + t.inheritedNames)
        if names.contains("Hashable") { return "Hashable" }
        if names.contains("Equatable") { return "Equatable" }
        return nil
    }

    /// Whether values of the type `spec` names can be compared with `==`: a class only when
    /// it conforms to Equatable; protocols (existentials), functions and tuples cannot; a
    /// type coordlab does not know is given the benefit of the doubt.
    private func isEquatable(_ spec: TypeSpec) -> Bool {
        if spec.isFunction || spec.name.hasPrefix("(") { return false }
        if spec.name.isEmpty || Self.equatableStandardTypes.contains(spec.name) { return true }
        if spec.name == "Array" || spec.name == "Dictionary" || spec.name == "Set" {
            return spec.element.map { isEquatable(.named($0)) } ?? true
        }
        switch interpreter.types[spec.name] {
        case .enumType(let e)?: return !e.hasPayloads || requestedEquality(e) != nil
        case .structType(let s)?: return requestedEquality(s) != nil
        // A class is when it (or a superclass) conforms, giving its own `static func ==`.
        case .classType(let c)?: return requestedEquality(c) != nil
        case .protocolType?: return false
        case .builtin?: return false
        case nil: return true
        }
    }
}
