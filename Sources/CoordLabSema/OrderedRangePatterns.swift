import SwiftSyntax

/// Range patterns of Doubles, Floats, Characters and Strings (`case 0..<0.5:` of a score,
/// `case "a"..."z":` of a character): coordlab's range values hold Ints, so such a pattern
/// is compiled as the comparisons of its bounds with the subject that Swift's `~=` makes.
extension BodyChecker {
    /// The subject types whose range patterns are compared bound by bound.
    static let orderedRangeSubjects: Set<SemaType> = [.double, .float, .named("CGFloat"), .character, .string]

    /// Types `e` as a range pattern of a `subject` of one of those types, its bounds typed
    /// as the subject, and records it for the compiler; false when `e` is no such pattern.
    func orderedRangePattern(_ e: ExprSyntax, subject: SemaType) -> Bool {
        guard Self.orderedRangeSubjects.contains(subject), let bounds = OrderedRangeBounds(e) else { return false }
        for b in [bounds.lower, bounds.upper].compactMap({ $0 }) {
            checkConversion(type(b, expected: subject), to: subject, at: b, site: .argument)
        }
        if recording { orderedRangePatterns.insert(e.id) }
        return true
    }
}

/// The bounds of a range written as a pattern: `a..<b`, `a...b`, `..<b`, `...b`, `a...`.
public struct OrderedRangeBounds {
    public let lower: ExprSyntax?
    public let upper: ExprSyntax?
    /// Whether the upper bound is included (`...`).
    public let isClosed: Bool

    /// The bounds of `e`; nil when it is no range expression.
    public init?(_ e: ExprSyntax) {
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           op == "..." || op == "..<" {
            (lower, upper, isClosed) = (i.leftOperand, i.rightOperand, op == "...")
        } else if let p = e.as(PrefixOperatorExprSyntax.self), ["...", "..<"].contains(p.operator.text) {
            (lower, upper, isClosed) = (nil, p.expression, p.operator.text == "...")
        } else if let p = e.as(PostfixOperatorExprSyntax.self), p.operator.text == "..." {
            (lower, upper, isClosed) = (p.expression, nil, true)
        } else {
            return nil
        }
    }
}
