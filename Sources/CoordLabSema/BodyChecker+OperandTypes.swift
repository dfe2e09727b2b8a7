import SwiftSyntax

/// Operands that Swift's own arithmetic and comparison operators refuse, in swiftc's
/// words: an Optional whose value is needed (`count + 1` of an `Int?`), and values of two
/// different standard types (`total + 1.5` of an Int, `n > "x"`). Swift converts neither.
extension BodyChecker {
    /// The standard types whose operators these are.
    private static let operandTypes: [SemaType] = [.int, .double, .float, .string, .bool] + SizedInteger.allCases.map { .named($0.name) }

    /// Whether `e`, of type `t`, is an Optional given to an operator that needs its value:
    /// an error, unless it is implicitly unwrapped (`T!`).
    func refusesOptionalOperand(_ t: SemaType, _ e: ExprSyntax) -> Bool {
        guard case .optional(let wrapped) = t, Self.operandTypes.contains(wrapped), !isImplicitlyUnwrapped(e),
              !mentionsContextualParameter(e) else { return false }
        let node = e.as(SubscriptCallExprSyntax.self).map { Syntax($0.leftSquare) } ?? anchor(of: e)
        error("value of optional type '\(t)' must be unwrapped to a value of type '\(wrapped)'", at: node)
        return true
    }

    /// Whether `a op b` joins two different standard types (neither a literal, which
    /// takes the other's type): an error. Where the context expects the type of one
    /// operand (`let total: UInt8 = level + step`), swiftc picks that operator and names
    /// the other operand instead.
    func refusesMixedOperands(_ op: String, _ left: SemaType, _ right: SemaType, _ i: InfixOperatorExprSyntax,
                              expected: SemaType = .unknown) -> Bool {
        guard left != right, Self.operandTypes.contains(left), Self.operandTypes.contains(right),
              !Self.isLiteral(i.leftOperand), !Self.isLiteral(i.rightOperand),
              !mentionsContextualParameter(i.leftOperand), !mentionsContextualParameter(i.rightOperand) else { return false }
        if expected.unwrapped == left || expected.unwrapped == right {
            let (wrong, wanted, operand) = expected.unwrapped == left ? (right, left, i.rightOperand) : (left, right, i.leftOperand)
            error("cannot convert value of type '\(wrong)' to expected argument type '\(wanted)'", at: anchor(of: operand))
            return true
        }
        error("binary operator '\(op)' cannot be applied to operands of type '\(left)' and '\(right)'", at: i.operator)
        return true
    }

    /// Whether `a === b` (or `!==`) compares a metatype (`type(of: d) === Derived.self`),
    /// which is no class instance: an error at that operand, the right one first, as swiftc
    /// reports it.
    func refusesMetatypeIdentity(_ left: SemaType, _ right: SemaType, _ i: InfixOperatorExprSyntax) -> Bool {
        let operands = [(right, i.rightOperand), (left, i.leftOperand)]
        guard let (t, e) = operands.first(where: { if case .metatype = $0.0.unwrapped { return true } else { return false } }) else {
            return false
        }
        error("argument type '\(t)' expected to be an instance of a class or class-constrained type", at: e)
        return true
    }

    /// Whether `e` names a closure parameter typed from its context (`$0` of
    /// `reduce(0) { $0 + $1 }`, which Swift types from the whole closure): its type is not
    /// certain enough to refuse the program for.
    private func mentionsContextualParameter(_ e: ExprSyntax) -> Bool {
        e.tokens(viewMode: .sourceAccurate).contains { token in
            switch token.tokenKind {
            case .identifier, .dollarIdentifier:
                return local(token.bareText)?.isContextual == true
            default: return false
            }
        }
    }

    /// A literal, whose type its context gives (`-1` too).
    private static func isLiteral(_ e: ExprSyntax) -> Bool {
        if let p = e.as(PrefixOperatorExprSyntax.self) { return isLiteral(p.expression) }
        return e.is(IntegerLiteralExprSyntax.self) || e.is(FloatLiteralExprSyntax.self) || e.is(StringLiteralExprSyntax.self)
            || e.is(BooleanLiteralExprSyntax.self) || e.is(NilLiteralExprSyntax.self)
    }
}
