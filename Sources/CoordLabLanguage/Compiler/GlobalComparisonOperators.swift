/// `func == (lhs: Screen, rhs: Screen) -> Bool` declared at the top level: Swift finds it
/// wherever it compares two such values, in `contains(_:)`, `firstIndex(of:)`, `sorted()`,
/// `min()` and `max()` too, as it finds a `static func ==` of the type. coordlab looks
/// those up among the type's static methods (see `Interpreter.declaredOperator`), so a
/// global one joins them.
extension Compiler {
    /// The operators the standard library's algorithms compare with.
    private static let comparisonOperators = ["==", "<"]

    /// Adds each global `==` and `<` of two values of one program type to that type's
    /// static methods, unless the type declares its own.
    func attachGlobalComparisonOperators() {
        for op in Self.comparisonOperators {
            for code in functions[op] ?? [] where code.params.count == 2 {
                let names = Set(code.params.map(\.spec.name))
                guard names.count == 1, let name = names.first, code.params.allSatisfy({ !$0.spec.isOptional }),
                      let type = interpreter.types[name]?.nominal, type.staticMethods[op]?.isEmpty != false else { continue }
                type.staticMethods[op] = [code]
            }
        }
    }
}
