@testable import CoordLabSema
import CoordLabSyntax
import SwiftSyntax
import Testing

/// A name's nearest declaration in the blocks around its use decides whether it is a `let`;
/// anything nearer that may declare it makes the answer no.
@Suite struct LetConstantsTests {
    /// Whether the last use of `name` in `source` is a `let` constant.
    private func isLet(_ name: String, in source: String) throws -> Bool {
        let uses = try ParsedSource(text: source, fileName: "main.swift").tree.tokens(viewMode: .sourceAccurate)
            .filter { $0.text == name && $0.parent?.is(DeclReferenceExprSyntax.self) == true }
        guard let use = uses.last?.parent else { return false }
        return LetConstants.isLetConstant(name, at: use)
    }

    @Test func letsAndGuardLetsAreConstants() throws {
        #expect(try isLet("b", in: "let b = true\nb.toggle()"))
        #expect(try isLet("b", in: "let b = true\nfunc f() { if true { b.toggle() } }"))
        #expect(try isLet("s", in: "func f(x: Int?) { guard let s = x else { return }\n s.negate() }"))
    }

    @Test func varsAndNearerDeclarationsAreNot() throws {
        #expect(try !isLet("b", in: "var b = true\nb.toggle()"))
        #expect(try !isLet("b", in: "let b = true\nfunc f() { var b = false; b.toggle() }"))
        #expect(try !isLet("b", in: "let b = true\nfunc f(b: inout Bool) { b.toggle() }"))
        #expect(try !isLet("b", in: "let b = true\nfor var b in [true] { b.toggle() }"))
        #expect(try !isLet("b", in: "struct S { let b = true; func f() { b.toggle() } }"))
        #expect(try !isLet("b", in: "b.toggle()"))
    }
}
