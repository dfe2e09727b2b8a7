import SwiftSyntax

/// Number literals that their context makes a sized integer (`let level: UInt8 = 200`,
/// `[UInt8(1), 2]`) or a Float: recorded for the compiler, and refused in swiftc's words
/// when they do not fit.
extension BodyChecker {
    /// The type of integer literal `e` where `kind` is expected.
    func sizedLiteralType(_ e: IntegerLiteralExprSyntax, _ kind: SizedInteger) -> SemaType {
        if recording { sizedIntegerLiterals[e.id] = kind }
        let minus = e.parent?.as(PrefixOperatorExprSyntax.self).flatMap { $0.operator.text == "-" ? $0 : nil }
        if let magnitude = SizedInteger.literalValue(e.literal.text) {
            let value = minus == nil ? magnitude : -magnitude
            let written = (minus == nil ? "" : "-") + e.literal.text
            let at = minus.map(Syntax.init) ?? Syntax(e)
            if value < 0, !kind.isSigned {
                error("negative integer '\(written)' overflows when stored into unsigned type '\(kind.name)'", at: at)
            } else if !kind.holds(value) {
                error("integer literal '\(written)' overflows when stored into '\(kind.name)'", at: at)
            }
        }
        return .named(kind.name)
    }

    /// The one Float or sized integer type among a collection literal's elements when every
    /// other element is a number literal, which takes it (`[UInt8(1), 2]` is a `[UInt8]`,
    /// `[Float(1), 2.5]` a `[Float]`); the literals are recorded as of that type.
    func numberTypeJoiningLiterals(_ types: [SemaType], _ elements: [ExprSyntax]) -> SemaType? {
        let written = Set(zip(types, elements).filter { !Self.isNumberLiteral($0.1) }.map(\.0))
        guard written.count == 1, let joined = written.first, joined == .float || joined.sizedInteger != nil else { return nil }
        let literals = elements.filter(Self.isNumberLiteral)
        // An integer type takes no floating literal (Swift makes `[UInt8(1), 2.5]` an `[Any]`).
        if joined != .float, literals.contains(where: { Self.integerLiteral($0) == nil }) { return nil }
        for e in literals { _ = type(e, expected: joined) }
        return joined
    }

    /// Whether `e` is a number literal, with or without a sign.
    private static func isNumberLiteral(_ e: ExprSyntax) -> Bool {
        let unsigned = e.as(PrefixOperatorExprSyntax.self)?.expression ?? e
        return unsigned.is(IntegerLiteralExprSyntax.self) || unsigned.is(FloatLiteralExprSyntax.self)
    }
}
