import CoordLabSyntax
import SwiftSyntax

/// A function that promises a value and runs off the end of its body on some path: swiftc's
/// "missing return" (found after type checking, so reported only when nothing else is
/// wrong). Judged only where it is certain (see `PathEnds`).
extension BodyChecker {
    /// Refuses `f`, a `kind` ("global function", "instance method", …), when it certainly
    /// ends without the value its return clause promises on some path.
    func checkReturns(of f: FunctionDeclSyntax, kind: String) {
        guard !inFramework, let clause = f.signature.returnClause, let body = f.body else { return }
        let written = clause.type.trimmedDescription
        guard !["Void", "()", "Never", "Swift.Void"].contains(written), ValueBranches.implicitResult(of: body.statements) == nil
        else { return }
        let never = PathEnds.standardNeverReturning
            .union(declarations.functions.filter { $0.value.contains { $0.result == .named("Never") } }.keys)
            .union(PathEnds.neverReturning(in: file.tree))
        guard !PathEnds(neverReturning: never).ends(body.statements) else { return }
        if recording {
            var e = checkError("missing return in \(kind) expected to return '\(written)'", at: body.rightBrace)
            e.isAfterTypeChecking = true
            errors.append(e)
        }
    }

    /// `func f() -> Int { log() }`: the one expression, a call of a function that gives
    /// nothing, is the value returned, which swiftc refuses. Judged for `print` and the
    /// program's own functions only, whose result is certain.
    func refusesVoidResult(_ e: ExprSyntax, for result: SemaType) -> Bool {
        guard result.isKnown, result != .named("Any"), result != .optional(.named("Any")),
              let callee = e.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              callee == "print" || declarations.functions[callee]?.allSatisfy({ $0.result == .void }) == true
        else { return false }
        error("cannot convert return expression of type '()' to return type '\(result)'", at: e)
        return true
    }
}
