import SwiftSyntax

/// `Array(…)`, `[T](…)` and `Array<T>(…)`: the initializers coordlab runs are `()`, one
/// sequence `(x)` and `(repeating:count:)`; `Set(…)` and `Set<T>(…)`: `()` and one sequence
/// `(x)`, and an array literal where a set is expected. Any other is refused before the
/// program starts.
extension Compiler {
    /// A call of one of Array's initializers; `element` is the element type when written.
    func constructArray(element: TypeSpec?, _ a: Arguments, _ ctx: FunctionContext, at l: CodeLocation) throws -> Expr {
        let args: [Expr]
        switch a.labels {
        case [], [nil]:
            args = try compileArgs(a, ctx, params: nil, map: nil)
        case ["repeating", "count"]:
            args = [try compileExpr(a.exprs[0], ctx, expected: element),
                    try compileExpr(a.exprs[1], ctx, expected: .named("Int"))]
        default:
            throw CompileError.unsupported("Array(\(a.labels.map { ($0 ?? "_") + ":" }.joined()))", at: l)
        }
        return ConstructCall(type: .builtin("Array"), args: args, labels: a.labels, trailing: a.trailing, loc: l)
    }

    /// The element type written in `[T]` or `Array<T>` as a callee, if any.
    func writtenElement(ofArrayCallee callee: ExprSyntax) -> TypeSpec? {
        if let a = callee.as(ArrayExprSyntax.self), a.elements.count == 1, let only = a.elements.first {
            return TypeSpec.named(only.expression.trimmedDescription).resolvingAlias
        }
        if let g = callee.as(GenericSpecializationExprSyntax.self),
           let t = g.genericArgumentClause.arguments.first?.argument.as(TypeSyntax.self) {
            return TypeSpec(t)
        }
        return nil
    }

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

extension Compiler {
    /// The receiver of call `c`, made an Array first where the call is `Sequence`'s `filter`
    /// (in generic code, or in an extension of `Collection`): Swift's gives an Array of a
    /// String, a Set or a Dictionary too, whose own `filter` keeps their type.
    func sequenceFilterReceiver(_ receiver: Expr, of c: FunctionCallExprSyntax, at l: CodeLocation) -> Expr {
        guard typed?.callsSequenceFilter(c) == true else { return receiver }
        return ConstructCall(type: .builtin("Array"), args: [receiver], labels: [nil], trailing: 0, loc: l)
    }
}
