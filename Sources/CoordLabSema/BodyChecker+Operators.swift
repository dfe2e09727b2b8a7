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
}
