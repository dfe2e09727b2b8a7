import CoordLabSema
import CoordLabSyntax
import SwiftSyntax
import Testing

/// A generic function named as a value: the function type expected there binds its
/// generic parameters, recorded for the compiler; without one, nothing is bound.
@Suite struct GenericFunctionValuesTests {
    private func bindings(_ source: String, of name: String) throws -> [(parameter: String, argument: SemaType)]? {
        let parsed = try ParsedSource(text: source, fileName: "main.swift")
        let typed = try TypeChecker().check([parsed])
        let reference = try #require(parsed.tree.tokens(viewMode: .sourceAccurate).lazy
            .compactMap { $0.parent?.as(DeclReferenceExprSyntax.self) }
            .first { $0.baseName.text == name && $0.parent?.is(FunctionCallExprSyntax.self) != true
                     && $0.parent?.parent?.is(FunctionDeclSyntax.self) != true })
        return typed.genericBindings(ofReference: reference)
    }

    @Test func theExpectedFunctionTypeBindsTheParameters() throws {
        let found = try bindings("func pair<A, B>(_ a: A, _ b: B) -> (A, B) { (a, b) }\nlet f: (Int, String) -> (Int, String) = pair", of: "pair")
        #expect(found?.map(\.parameter) == ["A", "B"])
        #expect(found?.map(\.argument) == [.int, .string])
        #expect(try TypeCheckerTests.inferred("s", in: "func id<T>(_ x: T) -> T { x }\nlet f: (Double) -> Double = id\nlet s = f(2)") == .double)
    }

    @Test func withoutAFunctionTypeNothingIsBound() throws {
        #expect(try bindings("func id<T>(_ x: T) -> T { x }\nlet f = id", of: "id") == nil)
        #expect(try bindings("func id<T>(_ x: T) -> T { x }\nlet f: (Int?) -> Int? = id", of: "id") == nil)
    }
}
