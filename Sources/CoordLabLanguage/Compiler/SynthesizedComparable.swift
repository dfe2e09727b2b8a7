/// Swift synthesizes `<` for an enum that declares `Comparable` when it has no raw type and
/// every associated value is itself `Comparable` (cases order as declared); any other type
/// declaring `Comparable` must declare `<`, or swiftc refuses it. coordlab runs the
/// synthesized order (`Interpreter.synthesizedEnumOrder`) and refuses the rest as swiftc does,
/// where it stopped at the first comparison.
extension Compiler {
    /// Standard types that are `Comparable`.
    private static let comparableStandardTypes: Set<String> = [
        "Int", "Double", "Float", "CGFloat", "String", "Substring", "Character",
        "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]

    /// swiftc's error for a type among `types` that declares `Comparable` without a `<`
    /// of its own that Swift cannot synthesize.
    func checkSynthesizedComparable(_ types: [NominalType]) throws {
        for t in types where !(t is ProtocolType) && t.conforms(toStandard: "Comparable") && !declaresOperator("<", for: t) {
            if let e = t as? EnumType, e.rawType == nil, e.cases.flatMap(\.payloadSpecs).allSatisfy(isComparable) { continue }
            throw CompileError("type '\(t.name)' does not conform to protocol 'Comparable'", at: t.location)
        }
    }

    /// Whether values of the type `spec` names can be ordered with `<`; a type coordlab does
    /// not know is given the benefit of the doubt.
    private func isComparable(_ spec: TypeSpec) -> Bool {
        if spec.isFunction || spec.name.hasPrefix("(") { return false }
        if spec.name.isEmpty || Self.comparableStandardTypes.contains(spec.name) { return true }
        switch interpreter.types[spec.name] {
        case .enumType(let t)?: return t.conforms(toStandard: "Comparable")
        case .structType(let t)?: return t.conforms(toStandard: "Comparable")
        case .classType(let t)?: return t.conforms(toStandard: "Comparable")
        case .protocolType?, .builtin?: return false
        case nil: return true
        }
    }
}
