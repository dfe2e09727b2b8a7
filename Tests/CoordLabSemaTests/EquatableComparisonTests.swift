import Testing
@testable import CoordLabSema

/// `==` and `!=` are refused on values whose type is certainly not Equatable, in swiftc's
/// words, and left alone wherever the type is, or might be, Equatable.
@Suite struct EquatableComparisonTests {
    private func firstError(_ source: String) -> String? { TypeCheckerTests.firstError(source) }

    @Test func refusesClassesStructsAndTheirArraysAndOptionals() {
        #expect(firstError("final class N {}\nlet a = N(), b = N()\nprint(a == b)")
                == "3:9: binary operator '==' cannot be applied to two 'N' operands")
        #expect(firstError("struct P { var x = 1 }\nprint(P() != P())")
                == "2:11: binary operator '!=' cannot be applied to two 'P' operands")
        #expect(firstError("final class N {}\nlet a: N? = N()\nprint(a == N())")
                == "3:9: operator function '==' requires that 'N' conform to 'Equatable'")
        #expect(firstError("struct P {}\nprint([P()] == [P()])")
                == "2:13: operator function '==' requires that 'P' conform to 'Equatable'")
    }

    @Test func acceptsWhatIsEquatable() {
        #expect(firstError("struct P: Hashable { var x = 1 }\nprint(P() == P(), [P()] != [])") == nil)
        #expect(firstError("enum E { case a, b }\nprint(E.a == .b)") == nil)
        #expect(firstError("class B: Equatable { static func == (l: B, r: B) -> Bool { true } }\nclass C: B {}\nprint(C() == C())") == nil)
        #expect(firstError("final class T {}\nfunc == (a: T, b: T) -> Bool { a === b }\nprint(T() == T())") == nil)
        #expect(firstError("final class N {}\nlet a: N? = nil\nprint(a == nil, nil != a)") == nil)
        #expect(firstError("protocol P {}\nfinal class N: P {}\nlet a: N? = N()\nprint(a === N())") == nil)
    }
}
