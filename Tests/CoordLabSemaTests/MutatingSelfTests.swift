import Testing
@testable import CoordLabSema

/// Mutating members called where `self` may not change are swiftc's errors; changes to
/// `self` the run would lose (in a closure of a mutating method, in a `mutating get`) are
/// refused.
@Suite struct MutatingSelfTests {
    private func firstError(_ source: String) -> String? { TypeCheckerTests.firstError(source) }
    private static let seeded = "protocol P { init(n: Int); var n: Int { get } }\nextension P { mutating func next() { self = Self(n: n + 1) } }\n"

    @Test func aMutatingCallOnSelfOfAClassOrANonMutatingMethodIsSwiftcsError() {
        #expect(firstError(Self.seeded + "final class C: P { let n: Int; init(n: Int) { self.n = n }; func go() { next() } }")
                == "3:73: cannot use mutating member on immutable value: 'self' is immutable")
        #expect(firstError("struct S { var n = 0; mutating func bump() { n += 1 }; func go() { bump() } }")
                == "1:68: cannot use mutating member on immutable value: 'self' is immutable")
        #expect(firstError(Self.seeded + "final class C: P { let n: Int; init(n: Int) { self.n = n } }\nlet c = C(n: 1)\nc.next()")
                == "5:3: cannot use mutating member on immutable value: 'c' is a 'let' constant")
    }

    @Test func changesTheRunWouldLoseAreRefused() {
        #expect(firstError("struct S { var n = 0; mutating func f() { [1].forEach { _ in n += 1 } } }")?
            .contains("does not support changing 'self' inside a closure of a mutating method") == true)
        #expect(firstError("struct S { var n = 0; var m: Int { mutating get { n += 1; return n } } }")?
            .contains("does not support a 'mutating get'") == true)
    }

    @Test func readsInClosuresAndMutatingCallsInMutatingMethodsAreAccepted() {
        #expect(firstError("struct S { var n = 0; mutating func bump() { n += 1 }; mutating func f() { let k = [1].map { $0 + n }; n = k[0]; bump() } }") == nil)
        #expect(firstError(Self.seeded + "struct V: P { var n: Int }\nvar v = V(n: 1)\nv.next()") == nil)
    }
}
