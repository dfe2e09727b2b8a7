import SwiftSyntax

/// Optional generic arguments of the program's global generic functions
/// (`count(of: [1, nil])` of `func count<T>(of xs: [T]) -> Int`), accepted where the
/// function's body runs them as Swift does.
///
/// As for a generic class (see `noteOptionalSensitivity`), a parameter is fine bound to an
/// Optional when the body never makes an Optional of it, prints a value mentioning it, puts
/// one in an `Any` or hands one to other generic code of the program. A parameter with a
/// constraint (`T: Equatable`) is typed by its constraint in the body, so its uses are not
/// seen: an Optional argument for it stays refused. Overloads share one judgement (the
/// function's name), which can only refuse more.
struct GenericFunctionFrame {
    /// The key the function's parameters are judged under (see `key(_:)`).
    let key: String
    /// Its unconstrained generic parameters, symbolic in its body.
    let parameters: Set<String>

    /// The key global function `name`'s parameters are judged under, apart from types'.
    static func key(_ name: String) -> String { "func \(name)" }
}

extension BodyChecker {
    /// Starts checking global generic function `f`: its constrained parameters, and those
    /// its signature writes as an Optional (`_ fallback: T?`, `-> T?`), are judged to need
    /// non-Optional arguments at once.
    func enterGenericFunction(_ f: FunctionDeclSyntax, generics: [String: SemaType]) {
        let key = GenericFunctionFrame.key(f.name.bareText)
        let free = Set(generics.keys.filter { generics[$0] == .unknown })
        genericFunctionFrames.append(GenericFunctionFrame(key: key, parameters: free))
        guard recording else { return }
        let finder = OptionalParameterUses(parameters: Set(generics.keys))
        finder.walk(f.signature)
        if let clause = f.genericParameterClause { finder.walk(clause) }
        for p in Set(generics.keys).subtracting(free).union(finder.found) {
            declarations.optionalSensitiveParameters.insert("\(key).\(p)")
        }
    }

    /// Notes, inside global generic functions, the parameters that an expression of type
    /// `t` needs not to be Optionals (see `noteOptionalSensitivity`).
    func noteFunctionOptionalSensitivity(of t: SemaType, printedOrErased: Bool, at node: some SyntaxProtocol) {
        guard recording else { return }
        for frame in genericFunctionFrames {
            for p in frame.parameters where t.hasOptional(of: p) || (printedOrErased && t.mentions(p)) {
                let key = "\(frame.key).\(p)"
                guard declarations.optionalSensitiveParameters.insert(key).inserted,
                      declarations.optionalArgumentsMade.contains(key) else { continue }
                error("coordlab does not support this use of '\(p)': an earlier input called '\(frame.key.dropFirst(5))' with an Optional '\(p)', and coordlab would run this code differently from Swift", at: node)
            }
        }
    }
}
