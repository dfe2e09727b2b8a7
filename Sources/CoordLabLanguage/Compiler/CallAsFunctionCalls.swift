import SwiftSyntax

/// Values called as functions (`adder(2)` of an `Adder` that declares `callAsFunction`):
/// the checker finds them, and each is compiled as the method's call on the value.
extension Compiler {
    /// `callee(…)` where the checker found `callee`'s type declares `callAsFunction`:
    /// `callee.callAsFunction(…)`, dispatched as any method call on that type.
    func callAsFunctionCall(_ callee: ExprSyntax, _ a: Arguments, _ ctx: FunctionContext, at l: CodeLocation) throws -> Expr {
        let base = try compileExpr(callee, ctx, expected: nil, inChain: true)
        let call = MethodCall(base: base, baseLValue: isAssignable(callee) ? try? compileLValue(callee, ctx) : nil,
                              name: "callAsFunction", args: try compileArgs(a, ctx, params: nil, map: nil),
                              labels: a.labels, trailing: a.trailing, loc: l)
        call.receiverTypeName = checkedReceiverTypeName(callee)
        if let n = call.receiverTypeName, let t = interpreter.types[n]?.nominal {
            try requireEffects(ofMethod: "callAsFunction", on: t, isStatic: false, a, ctx, at: l)
        }
        return call
    }
}
