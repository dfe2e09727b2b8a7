@testable import CoordLabSema
import SwiftParser
import SwiftSyntax
import Testing

/// A generic function's requirements are checked where a call binds its parameters.
@Suite struct GenericRequirementsTests {
    let declarations = """
        protocol P {}
        protocol Q: P {}
        struct S: P {}
        struct Plain {}
        extension Int: Q {}
        class Base: P {}
        final class Sub: Base {}
        enum Mode { case on, off }
        func f<T: P>(_ x: T) {}
        func g<T>(_ x: T) where T: Equatable {}
        func h<T: Comparable>(_ x: T) {}

        """

    @Test func conformingTypesPass() {
        for call in ["f(S())", "f(3)", "f(Sub())", "g(Mode.on)", "g(\"a\")", "h(1.5)", "g(S.self == S.self)"] {
            #expect(TypeCheckerTests.firstError(declarations + call) == nil, "\(call)")
        }
    }

    @Test func aTypeThatDoesNotConformIsSwiftcsError() {
        #expect(TypeCheckerTests.firstError(declarations + "f(Plain())") == "12:1: global function 'f' requires that 'Plain' conform to 'P'")
        #expect(TypeCheckerTests.firstError(declarations + "f(1.5)") == "12:1: global function 'f' requires that 'Double' conform to 'P'")
        #expect(TypeCheckerTests.firstError(declarations + "g(S())") == "12:1: global function 'g' requires that 'S' conform to 'Equatable'")
        #expect(TypeCheckerTests.firstError(declarations + "h(true)") == "12:1: global function 'h' requires that 'Bool' conform to 'Comparable'")
    }

    @Test func theRequirementsAreReadFromTheClauseAndTheWhereClause() throws {
        let tree = Parser.parse(source: "func k<T: P & Q, U>(_ t: T, _ u: U) where U: Hashable {}")
        let f = try #require(tree.statements.first?.item.as(FunctionDeclSyntax.self))
        #expect(GenericRequirements.written(f.genericParameterClause, f.genericWhereClause) == ["T": ["P", "Q"], "U": ["Hashable"]])
    }
}
