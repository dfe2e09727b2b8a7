import CoordLabSema
import Testing

/// A member type its declared base lacks is refused in swiftc's words; nested types and
/// aliases, in the type or a supertype, and associated types its members infer or its
/// protocols' defaults give, are found.
@Suite struct MemberTypeNamesTests {
    @Test func missingMemberTypesAreRefusedAtTheirName() {
        #expect(TypeCheckerTests.firstError("protocol Shape {}\nstruct Box<T> { var v: T }\nvar x: Box<Int>.Shape? = nil")
            == "3:17: 'Shape' is not a member type of generic struct 'main.Box<Swift.Int>'")
        #expect(TypeCheckerTests.firstError("final class K {}\nfunc f(_ k: K.Inner) {}")
            == "2:15: 'Inner' is not a member type of class 'main.K'")
        #expect(TypeCheckerTests.firstError("enum E { case a }\nlet e: [E.Inner] = []")
            == "2:11: 'Inner' is not a member type of enum 'main.E'")
    }

    @Test func nestedTypesAndAliasesAreFound() {
        for source in [
            "enum Outer { struct Inner {} }\nlet i: Outer.Inner = Outer.Inner()",
            "struct Box<T> { typealias Item = T; var v: T }\nlet i: Box<Int>.Item = 2",
            "class Base { enum Route { case home } }\nclass Sub: Base {}\nlet r: Sub.Route = .home",
            "protocol P {}\nextension P { }\nstruct S: P { struct Inner {} }\nlet s: S.Inner = S.Inner()",
            "protocol P { associatedtype A; func f() -> A }\nstruct S: P { func f() -> Int { 1 } }\nlet a: S.A = 3",
            "protocol P { associatedtype A = String }\nstruct S: P {}\nlet a: S.A = \"x\"\nprint(S.A.self)",
            "protocol Q { associatedtype A = Int }\nprotocol P: Q {}\nfinal class C: P {}\nlet a: C.A = 1",
        ] {
            #expect(TypeCheckerTests.firstError(source) == nil, "\(source)")
        }
    }
}
