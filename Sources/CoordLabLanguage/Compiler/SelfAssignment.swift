import SwiftSyntax

/// `self = value` in a struct's or enum's initializer or `mutating` method.
extension Compiler {
    /// An enum's `self` there is the caller's storage (an inout parameter), written as any
    /// other; a struct's is the value being initialized or mutated, whose stored
    /// properties are replaced (`StructSelfAssign`); a protocol extension's is either,
    /// by its conformer (`ProtocolSelfAssign`). Anywhere else `self` is not assignable
    /// (a closure's captured `self` included), which is refused.
    func selfAssignment(of t: NominalType, _ value: ExprSyntax, _ ctx: FunctionContext, at l: CodeLocation) throws -> Expr {
        switch ctx.lookupHere("self") {
        case .inoutParameter(let slot, let spec)? where t is ProtocolType:
            return ProtocolSelfAssign(slot: slot, value: try compileExpr(value, ctx, expected: spec), loc: l)
        case .inoutParameter(let slot, let spec)? where t is EnumType:
            let target = InoutParameterLValue(slot: slot, spec: spec, loc: l)
            return Assign(target: target, value: try compileExpr(value, ctx, expected: spec), loc: l)
        case .local(0, _, true, let spec)? where t is StructType:
            return StructSelfAssign(value: try compileExpr(value, ctx, expected: spec), loc: l)
        default:
            throw CompileError.unsupported("assigning to self outside a struct's or enum's initializer or mutating method", at: l)
        }
    }
}
