import SwiftSyntax

/// A literal where a type conforming to a literal protocol is expected (`let m: Meters =
/// 1.5`, `let f: Features = [.push, .badge]`): compiled as the call of that protocol's
/// initializer Swift makes, `Meters(floatLiteral: 1.5)`, `Features(arrayLiteral: .push,
/// .badge)`, so the instance is made, retained and released as any other.
extension Compiler {
    /// The initializer call the checker found for literal `e`, compiled; nil when `e` is a
    /// literal of a standard type.
    func compileLiteralConstruction(_ e: ExprSyntax, _ ctx: FunctionContext) throws -> Expr? {
        guard let c = typed?.literalConstruction(of: e) else { return nil }
        let l = loc(e)
        if let array = e.as(ArrayExprSyntax.self) {
            // A nested type (`UIView.AnimationOptions`) is kept by its own name, or by its
            // path when a later type of that name displaced it.
            let ownName = c.typeName.split(separator: ".").last.map(String.init) ?? c.typeName
            guard let type = interpreter.types[c.typeName] ?? interpreter.types[ownName] else {
                throw CompileError.unsupported("making a '\(c.typeName)' from this literal", at: l)
            }
            // The elements are the variadic argument: the first carries the label.
            let elements = try array.elements.map { try compileExpr($0.expression, ctx, expected: nil) }
            let labels = elements.indices.map { $0 == 0 ? c.label : nil }
            return ValueCall(callee: TypeValue(type: type, loc: l), args: elements, labels: labels, trailing: 0, loc: l)
        }
        let text = "\(c.typeName)(\(c.label): \(e.trimmedDescription))"
        guard case .expr(let call)? = synthesizedItem(text, at: l) else {
            throw CompileError.unsupported("making a '\(c.typeName)' from this literal", at: l)
        }
        return try compileExpr(call, ctx, expected: nil)
    }
}
