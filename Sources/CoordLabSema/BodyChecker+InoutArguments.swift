import SwiftSyntax

/// Arguments of `inout` parameters, checked in swiftc's words before anything runs: one
/// is written `&storage` with a variable for storage, and `&` goes with nothing else.
extension BodyChecker {
    /// Refuses argument `e` (of type `t`) when it and its parameter's `shape` disagree
    /// about `inout`, or when it passes a constant to be changed; nothing when the
    /// parameter is unknown (a closure's, the checker's own built-ins).
    func checkInoutArgument(_ e: ExprSyntax, shape: ParameterShape?, type t: SemaType) {
        guard recording else { return }
        guard let shape else { return }
        let spelled = t.isKnown ? " of type '\(t)'" : ""
        if let io = e.as(InOutExprSyntax.self) {
            if shape.isInout {
                refuseChange(of: io.expression, by: .inoutArgument(ampersand: io))
            } else {
                error("'&' used with non-inout argument\(spelled)", at: io)
            }
        } else if shape.isInout {
            error("passing value\(spelled) to an inout parameter requires explicit '&'", at: e)
        }
    }
}
