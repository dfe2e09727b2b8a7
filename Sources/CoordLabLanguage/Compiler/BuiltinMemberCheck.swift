import SwiftSyntax

/// Refusing, before anything runs, members that coordlab does not provide on a receiver
/// whose standard-library type is known when compiling.
extension Compiler {
    /// Throws "coordlab does not support 'String.foo' yet" when `base` (compiled as
    /// `compiled`) is statically a String, Array, Dictionary, Int, Double or Bool and
    /// coordlab lacks member `name` on it.
    func rejectMissingBuiltinMember(_ name: String, base: ExprSyntax, compiled: Expr, at l: CodeLocation) throws {
        // `Int(text)` is an Optional: its members are Optional's.
        if isFailableConversion(base) { return }
        var spec = compiled.staticSpec
        if base.is(StringLiteralExprSyntax.self) { spec = .named("String") }
        else if base.is(ArrayExprSyntax.self) { spec = .named("Array") }
        if BuiltinMembers.lacks(spec, name) {
            throw CompileError.unsupported("'\(spec.name).\(name)'", at: l)
        }
    }
}
