import CoordLabSema
import CoordLabSyntax
import SwiftSyntax

/// Key paths as values (`assign(to: \.title, on: self)`) and `object[keyPath: path]`.
///
/// A key path is an instance of one of the standard library's key path classes (declared
/// in Swift in the prelude's `Swift/KeyPath.swift`) holding a closure that reads the path
/// and, for `ReferenceWritableKeyPath`, one that writes it.
extension Compiler {
    /// `\.a.b` or `\Root.a.b` where the checker found a key path type expected.
    func keyPathValue(_ k: KeyPathExprSyntax, type: SemaType, _ ctx: FunctionContext) throws -> Expr? {
        guard case .generic(let n, let args) = type, let t = interpreter.types[n] else { return nil }
        let l = loc(k)
        var path = ""
        for c in k.components {
            guard case .property(let p) = c.component else { throw CompileError.unsupported("key paths other than property paths", at: loc(c)) }
            path += "." + p.declName.baseName.text
        }
        var closures = [try synthesizedClosure("{ root in root\(path) }", ctx, at: l)]
        var labels: [String?] = ["read"]
        if n == "ReferenceWritableKeyPath" {
            closures.append(try synthesizedClosure("{ root, value in root\(path) = value }", ctx, at: l))
            labels.append("write")
        }
        let make = ConstructCall(type: t, args: closures, labels: labels, trailing: 0, loc: l)
        if args.allSatisfy(\.isKnown) { make.genericArguments = spelled(args) }
        return make
    }

    /// A closure written by the compiler itself, compiled where `ctx` is; its code is said
    /// to be at `l`.
    private func synthesizedClosure(_ text: String, _ ctx: FunctionContext, at l: CodeLocation) throws -> Expr {
        guard case .expr(let e)? = synthesizedItem(text, at: l) else {
            throw CompileError.unsupported("this key path", at: l)
        }
        return try compileExpr(e, ctx, expected: nil)
    }

    /// `object[keyPath: path]`, the subscript every value has; nil for any other subscript.
    func keyPathRead(_ s: SubscriptCallExprSyntax, _ ctx: FunctionContext) throws -> Expr? {
        guard let path = s.keyPathArgument else { return nil }
        return KeyPathRead(base: try compileExpr(s.calledExpression, ctx, expected: nil),
                           keyPath: try compileExpr(path, ctx, expected: nil), loc: loc(s))
    }

    /// `object[keyPath: path] = value`; nil for an assignment to anything else.
    func keyPathWrite(_ target: ExprSyntax, _ value: ExprSyntax, _ ctx: FunctionContext) throws -> Expr? {
        guard let s = target.as(SubscriptCallExprSyntax.self), let path = s.keyPathArgument else { return nil }
        return KeyPathWrite(base: try compileExpr(s.calledExpression, ctx, expected: nil),
                            keyPath: try compileExpr(path, ctx, expected: nil),
                            value: try compileExpr(value, ctx, expected: nil), loc: loc(s))
    }
}
