import SwiftSyntax

/// `Set(…)`, `Set<T>(…)` and an array literal where a set is expected: the initializers
/// coordlab runs are `()` and one sequence `(x)`; any other is refused before the program starts.
extension Compiler {
    /// A call of one of Set's initializers; `element` is the element type when written.
    func constructSet(element: TypeSpec?, _ a: Arguments, _ ctx: FunctionContext, at l: CodeLocation) throws -> Expr {
        guard a.labels == [] || a.labels == [nil] else {
            throw CompileError.unsupported("'Set.init(\(a.labels.map { ($0 ?? "_") + ":" }.joined()))'", at: l)
        }
        // A literal argument is the array of the elements.
        let sequence = TypeSpec(name: "Array", isOptional: false, isFunction: false, element: element?.name)
        let args = try a.exprs.map { try compileExpr($0, ctx, expected: sequence) }
        return ConstructCall(type: .builtin("Set"), args: args, labels: a.labels, trailing: a.trailing, loc: l)
    }

    /// Whether the array literal `e` makes a set: the checker typed it as one, or the
    /// declared type it is compiled against is a set.
    func makesSet(_ e: ArrayExprSyntax, expected: TypeSpec?) -> Bool {
        if expected?.name == "Set" { return true }
        if case .set? = typed?.type(of: ExprSyntax(e))?.unwrapped { return true }
        return false
    }
}
