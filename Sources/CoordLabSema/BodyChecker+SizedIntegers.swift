import SwiftSyntax

/// Integer literals that their context makes a sized integer (`let level: UInt8 = 200`):
/// recorded for the compiler, and refused in swiftc's words when they do not fit.
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
}
