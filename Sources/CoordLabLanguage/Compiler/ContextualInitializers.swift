import SwiftSyntax

/// `.init(…)` with no type written: the type is the context's (`self.children = .init()`,
/// `var cancellables: Set<AnyCancellable> = .init()`, a parameter's default value).
extension Compiler {
    /// A call of the contextual type's initializer: a program or prelude type, or one of
    /// the standard collections (Array, Set, Dictionary), whose `.init()` real code writes
    /// for an empty one. A context coordlab cannot name (a generic parameter, whose type is
    /// erased here) is refused, since it would construct the wrong type.
    func contextualInit(_ expected: TypeSpec?, _ a: Arguments, _ ctx: FunctionContext, at l: CodeLocation) throws -> Expr {
        guard let n = expected?.name, !n.isEmpty else {
            throw CompileError("cannot infer contextual base in reference to member 'init'", at: l)
        }
        switch n {
        case "Array": return try constructArray(element: expected?.element.map { TypeSpec.named($0) }, a, ctx, at: l)
        case "Set": return try constructSet(element: expected?.element.map { TypeSpec.named($0) }, a, ctx, at: l)
        case "Dictionary": return try construct(.builtin("Dictionary"), a, ctx, at: l)
        default: break
        }
        // A protocol (a generic parameter's erased constraint) names no type to make.
        guard let t = interpreter.types[n], !(t.nominal is ProtocolType) else {
            throw CompileError.unsupported("'.init()' of the type '\(n)' from its context", at: l)
        }
        return try construct(t, a, ctx, at: l)
    }
}
