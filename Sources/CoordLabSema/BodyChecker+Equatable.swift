import SwiftSyntax

/// `==` and `!=` on values whose type is not `Equatable` (two class instances without an
/// `==`, arrays or Optionals of them), refused in swiftc's words: coordlab's runtime would
/// compare them anyway and answer something Swift never computes.
extension BodyChecker {
    /// The protocols that make a type `Equatable`.
    private static let equatableProtocols: Set<String> = ["Equatable", "Hashable", "Comparable"]

    /// The standard types that are `Equatable`.
    private static let equatableStandardTypes = Set<String>([
        "Int", "Double", "Float", "CGFloat", "Bool", "String", "Character", "Substring", "ObjectIdentifier",
    ] + SizedInteger.allCases.map(\.name))

    /// Records swiftc's error when `op` (`==` or `!=`) compares values of `left` and
    /// `right` whose type is certainly not `Equatable`; `nil` on either side is always allowed.
    func refuseNonEquatableComparison(_ op: String, _ left: SemaType, _ right: SemaType, _ i: InfixOperatorExprSyntax) {
        guard ["==", "!="].contains(op), !i.leftOperand.is(NilLiteralExprSyntax.self),
              !i.rightOperand.is(NilLiteralExprSyntax.self), left == right || left.unwrapped == right.unwrapped else { return }
        switch left.unwrapped {
        case .named(let n):
            guard isEquatable(n) == false else { return }
            if left.isOptional || right.isOptional {
                error("operator function '\(op)' requires that '\(n)' conform to 'Equatable'", at: i.operator)
            } else {
                error("binary operator '\(op)' cannot be applied to two '\(n)' operands", at: i.operator)
            }
        case .array(.named(let n)), .slice(.named(let n)):
            guard isEquatable(n) == false else { return }
            error("operator function '\(op)' requires that '\(n)' conform to 'Equatable'", at: i.operator)
        case .generic:
            // `Box(v: C()) == …` for `extension Box: Equatable where T: Equatable`.
            guard let (t, p) = unmetCondition(of: left.unwrapped, to: "Equatable") else { return }
            error("operator function '\(op)' requires that '\(t)' conform to '\(p)'", at: i.operator)
        default:
            return
        }
    }

    /// Whether values of the type named `n` are `Equatable`; nil when the checker cannot
    /// tell (a supertype it does not model).
    func isEquatable(_ n: String) -> Bool? {
        if Self.equatableStandardTypes.contains(n) { return true }
        guard let decl = declarations.types[n], !decl.isOpaque else { return nil }
        if decl.kind == .protocolType { return nil }
        // An enum without associated values is Equatable whether or not it says so.
        if decl.kind == .enumType, !decl.hasPayloads { return true }
        var seen: Set<String> = []
        var work = [n]
        while let x = work.popLast() {
            guard seen.insert(x).inserted else { continue }
            if Self.equatableProtocols.contains(x) { return true }
            guard let d = declarations.types[x] else {
                if StandardProtocols.members[x] != nil || StandardTypes.names.contains(x) { continue }
                return nil
            }
            if d.isOpaque { return nil }
            work += d.inherited.map { declarations.resolvedInheritedName($0, from: d) }
        }
        return false
    }
}
