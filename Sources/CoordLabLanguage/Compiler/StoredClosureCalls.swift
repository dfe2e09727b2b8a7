import SwiftSyntax

/// Calls of a closure stored in a struct's property (`step(&count)`, `self.onDone()`,
/// `s.transform(x)`): the closure is read out of the struct first and the struct let go
/// before the arguments are evaluated, as Swift does. Held through the call, the struct's
/// storage would be shared, so a `mutating` method's write to a part of `self` passed
/// `inout` would land in a copy.
extension Compiler {
    /// Whether `name` on a value of type `t` is a stored property of a struct, not a method.
    func isStoredClosureProperty(_ name: String, of t: NominalType?) -> Bool {
        guard let s = t as? StructType, s.fieldIndex[name] != nil else { return false }
        return s.methods[name] == nil && s.computed[name] == nil
    }

    /// `callee(args)` where `callee` reads the stored closure: the read ends before the call.
    func storedClosureCall(_ callee: ExprSyntax, _ a: Arguments, _ ctx: FunctionContext, at l: CodeLocation) throws -> Expr {
        let value = try compileExpr(callee, ctx, expected: nil)
        try requireTry(calling: value, ctx, at: l)
        return ValueCall(callee: value, args: try compileArgs(a, ctx, params: nil, map: nil),
                         labels: a.labels, trailing: a.trailing, loc: l)
    }
}
