import CoordLabSyntax
import SwiftSyntax

/// Operators a type declares as static members (`static func + (lhs: DispatchTime,
/// rhs: Double) -> DispatchTime`): `a + b` calls the one the left operand's type declares.
extension Compiler {
    /// `T.op(a, b)` when the checker found the left operand to be a type `T` with a static
    /// `op` of two parameters; nil otherwise (a standard operator).
    ///
    /// The left operand is compiled with its checked type as context, so that an implicit
    /// member (`.now() + 2`) finds its type; the right one with the parameter's type.
    func declaredOperatorCall(_ op: String, _ infix: InfixOperatorExprSyntax, _ ctx: FunctionContext) throws -> Expr? {
        guard let leftType = typed?.type(of: infix.leftOperand), case .named = leftType.unwrapped, !leftType.isOptional else {
            return nil
        }
        let spec = TypeSpec(leftType)
        guard let t = interpreter.types[spec.name], let nominal = t.nominal,
              let code = nominal.staticMethods[op]?.first(where: { $0.params.count == 2 }) else { return nil }
        let l = loc(infix.operator)
        let lhs = try compileExpr(infix.leftOperand, ctx, expected: spec)
        let rhs = try compileExpr(infix.rightOperand, ctx, expected: code.params[1].spec)
        return MethodCall(base: TypeValue(type: t, loc: l), baseLValue: nil, name: op, args: [lhs, rhs],
                          labels: [nil, nil], trailing: 0, loc: l)
    }
}
