@testable import CoordLabSema
import SwiftParser
import SwiftSyntax
import Testing

/// A generic declaration's requirements are checked where a call binds its parameters, and
/// a generic type's where its arguments are written.
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

    let members = """
        protocol P {}
        struct S: P {}
        struct K {
            func show<T: P>(_ x: T) {}
            func lab<T: P>(item: T) {}
            static func make<T: P>(_ x: T) {}
            init<T: P>(_ x: T) {}
            init() {}
        }
        struct Box<T: P> { let v: T }
        class Ref<T> where T: P { init(_ v: T) {} }
        enum E<T: P> { case a(T) }

        """

    @Test func methodsAndInitializersNameTheirKindAsSwiftcDoes() {
        for call in ["K().show(S())", "K.make(S())", "_ = K(S())", "_ = Box(v: S())", "_ = Ref(S())", "_ = E.a(S())", "let b: Box<S>? = nil"] {
            #expect(TypeCheckerTests.firstError(members + call) == nil, "\(call)")
        }
        #expect(TypeCheckerTests.firstError(members + "K().show(1)") == "13:5: instance method 'show' requires that 'Int' conform to 'P'")
        #expect(TypeCheckerTests.firstError(members + "K().lab(item: 1)") == "13:5: instance method 'lab(item:)' requires that 'Int' conform to 'P'")
        #expect(TypeCheckerTests.firstError(members + "K.make(1)") == "13:3: static method 'make' requires that 'Int' conform to 'P'")
        #expect(TypeCheckerTests.firstError(members + "_ = K(1)") == "13:5: initializer 'init(_:)' requires that 'Int' conform to 'P'")
    }

    @Test func aGenericTypesRequirementsAreCheckedWhereItsArgumentsAreBoundOrWritten() {
        #expect(TypeCheckerTests.firstError(members + "_ = Box(v: 1)") == "13:5: generic struct 'Box' requires that 'Int' conform to 'P'")
        #expect(TypeCheckerTests.firstError(members + "_ = Ref(1)") == "13:5: generic class 'Ref' requires that 'Int' conform to 'P'")
        #expect(TypeCheckerTests.firstError(members + "_ = E.a(1)") == "13:5: generic enum 'E' requires that 'Int' conform to 'P'")
        #expect(TypeCheckerTests.firstError(members + "let b: Box<Int>? = nil") == "13:8: type 'Int' does not conform to protocol 'P'")
        #expect(TypeCheckerTests.firstError(members + "_ = Ref<Int>(1)") == "13:5: type 'Int' does not conform to protocol 'P'")
    }

    let conditional = """
        protocol Named { var name: String { get } }
        struct User: Named { let name: String }
        final class C {}
        struct Box<T> { let v: T }
        extension Box: Equatable where T: Equatable {}
        extension Box: Named where T: Named { var name: String { "box" } }
        func nm<T: Named>(_ x: T) {}
        func eq<T: Equatable>(_ x: T) {}
        func greet(_ n: Named) {}

        """

    @Test func aConditionalConformanceIsJudgedByItsCondition() {
        for code in ["nm(Box(v: User(name: \"a\")))", "nm(Box(v: Box(v: User(name: \"a\"))))", "eq(Box(v: 1))",
                     "print(Box(v: 1) == Box(v: 2))", "let n: Named = Box(v: User(name: \"a\"))", "greet(Box(v: User(name: \"a\")))"] {
            #expect(TypeCheckerTests.firstError(conditional + code) == nil, "\(code)")
        }
        #expect(TypeCheckerTests.firstError(conditional + "nm(Box(v: Box(v: 2)))") == "10:1: global function 'nm' requires that 'Int' conform to 'Named'")
        #expect(TypeCheckerTests.firstError(conditional + "eq(Box(v: C()))") == "10:1: global function 'eq' requires that 'C' conform to 'Equatable'")
        #expect(TypeCheckerTests.firstError(conditional + "print(Box(v: C()) == Box(v: C()))") == "10:19: operator function '==' requires that 'C' conform to 'Equatable'")
        #expect(TypeCheckerTests.firstError(conditional + "let n: Named = Box(v: 1)") == "10:16: protocol 'Named' requires that 'Int' conform to 'Named'")
        #expect(TypeCheckerTests.firstError(conditional + "greet(Box(v: 1))") == "10:7: global function 'greet' requires that 'Int' conform to 'Named'")
    }

    @Test func aCastToAConditionallyConformedProtocolIsRefused() {
        #expect(TypeCheckerTests.firstError(conditional + "let a: Any = 1\nprint(a is Named)")?.contains("casts to protocol 'Named'") == true)
    }
}
