import SwiftSyntax

/// Binary operators: assignment (the value typed against the target), comparisons,
/// logic, `??`, arithmetic.
extension BodyChecker {
    /// The type of `a op b`.
    func infixType(_ i: InfixOperatorExprSyntax, expected: SemaType) -> SemaType {
        if i.operator.is(AssignmentExprSyntax.self) {
            let target = type(i.leftOperand)
            checkConversion(type(i.rightOperand, expected: target), to: target, at: i.rightOperand, site: .assignment)
            return .void
        }
        guard let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            _ = type(i.leftOperand)
            _ = type(i.rightOperand)
            return .unknown
        }
        switch op {
        case "&&", "||":
            _ = type(i.leftOperand, expected: .bool)
            _ = type(i.rightOperand, expected: .bool)
            return .bool
        case "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=":
            let left = type(i.leftOperand)
            if let declared = declaredOperator(op, on: left, operand: i.leftOperand) {
                checkConversion(type(i.rightOperand, expected: declared.parameters[1]), to: declared.parameters[1],
                                at: i.rightOperand, site: .argument)
                return declared.type
            }
            _ = type(i.rightOperand, expected: left)
            return .bool
        case "??":
            let left = type(i.leftOperand, expected: expected == .unknown ? .unknown : .optional(expected))
            let right = type(i.rightOperand, expected: left.unwrapped)
            if right.isOptional { return right }
            return left == .unknown ? .unknown : left.unwrapped
        case "+=", "-=", "*=", "/=", "%=":
            let target = type(i.leftOperand)
            _ = type(i.rightOperand, expected: target)
            return .void
        case "+", "-", "*", "/", "%":
            let left = type(i.leftOperand, expected: expected)
            if let declared = declaredOperator(op, on: left, operand: i.leftOperand) {
                checkConversion(type(i.rightOperand, expected: declared.parameters[1]), to: declared.parameters[1],
                                at: i.rightOperand, site: .argument)
                return declared.type
            }
            let right = type(i.rightOperand, expected: left)
            if left == right { return left }
            if i.leftOperand.is(IntegerLiteralExprSyntax.self), right != .unknown { return right }
            return .unknown
        default:
            _ = type(i.leftOperand)
            _ = type(i.rightOperand)
            return .unknown
        }
    }

    /// The operator `op` that the type of the left operand declares as a static member
    /// (`static func + (lhs: DispatchTime, rhs: Double) -> DispatchTime`), if it has one.
    /// The left operand's type is recorded: the compiler calls the operator of that type.
    func declaredOperator(_ op: String, on left: SemaType, operand: ExprSyntax) -> Member? {
        guard case .named(let name) = left, case .found(let members) = declarations.member(op, of: name),
              let found = members.first(where: { $0.isStatic && $0.kind == .method && $0.parameters.count == 2 })
        else { return nil }
        if recording { expressionTypes[operand.id] = left }
        return found
    }
}
