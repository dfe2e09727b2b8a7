import CoordLabSyntax
import SwiftSyntax

/// A function that promises a value and has no `return` at all: swiftc's "missing return"
/// (found after type checking, so reported only when nothing else is wrong). Judged only
/// where it is certain: a body with no `return` or `throw` anywhere, no loop that might
/// never end and no call of a function that never returns (`fatalError`, the program's own
/// `-> Never` ones). A body with returns on some paths only is left to run.
extension BodyChecker {
    /// Functions that never return, besides the program's own `-> Never` ones.
    private static let neverReturning: Set<String> = ["fatalError", "preconditionFailure", "exit", "abort", "dispatchMain"]

    /// Refuses `f`, a `kind` ("global function", "instance method", …), when it certainly
    /// ends without the value its return clause promises.
    func checkReturns(of f: FunctionDeclSyntax, kind: String) {
        guard !inFramework, let clause = f.signature.returnClause, let body = f.body else { return }
        let written = clause.type.trimmedDescription
        guard !["Void", "()", "Never", "Swift.Void"].contains(written), ValueBranches.implicitResult(of: body.statements) == nil
        else { return }
        let endsOtherwise = body.statements.tokens(viewMode: .sourceAccurate).contains { token in
            switch token.tokenKind {
            case .keyword(.return), .keyword(.throw), .keyword(.while), .keyword(.repeat): return true
            default:
                return Self.neverReturning.contains(token.text)
                    || declarations.functions[token.text]?.contains { $0.result == .named("Never") } == true
            }
        }
        guard !endsOtherwise else { return }
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
