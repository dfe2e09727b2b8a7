@testable import CoordLabSema
import Testing

/// An `override` that overrides nothing and a conformance missing a requirement are refused
/// in swiftc's words where the program declares everything involved.
@Suite struct OverridesAndConformancesTests {
    @Test func anOverrideWithADifferentParameterTypeIsRefused() {
        let source = """
        class Base<R> { func start(completion: @escaping (R) -> Void) {} }
        final class Login: Base<Void> { override func start(completion: @escaping () -> Void) {} }
        """
        #expect(TypeCheckerTests.firstError(source) == "2:47: method does not override any method from its superclass")
    }

    @Test func anOverrideWithTheBoundTypeIsAccepted() {
        let source = """
        class Base<R> { func start(completion: @escaping (R) -> Void) {} }
        final class Login: Base<Int> { override func start(completion: @escaping (Int) -> Void) {} }
        """
        #expect(TypeCheckerTests.firstError(source) == nil)
    }

    @Test func anOverrideTakingWiderParametersIsAccepted() {
        let source = "class E {}\nclass F: E {}\nclass A { func f(_ x: Int, _ e: F) {} }\nclass B: A { override func f(_ x: Int?, _ e: E) {} }"
        #expect(TypeCheckerTests.firstError(source) == nil)
    }

    @Test func anOverrideTakingNarrowerParametersIsRefused() {
        let source = "class A { func f(_ x: Int?) {} }\nclass B: A { override func f(_ x: Int) {} }"
        #expect(TypeCheckerTests.firstError(source) == "2:28: method does not override any method from its superclass")
    }

    @Test func anOverrideOfAnInheritedMethodIsAccepted() {
        let source = "class A { func f(x: Int) {} }\nclass B: A {}\nclass C: B { override func f(x: Int) {} }"
        #expect(TypeCheckerTests.firstError(source) == nil)
    }

    @Test func aMissingRequirementIsRefused() {
        let source = "protocol P { var title: String { get } }\nstruct S: P { let name = \"\" }"
        #expect(TypeCheckerTests.firstError(source) == "2:8: type 'S' does not conform to protocol 'P'")
    }

    @Test func aRequirementFromAnExtensionOrSuperclassIsAccepted() {
        let source = """
        protocol P { var title: String { get }; func run() }
        extension P { func run() {} }
        class Base { var title: String { "" } }
        final class S: Base, P {}
        """
        #expect(TypeCheckerTests.firstError(source) == nil)
    }
}

/// A static member only a protocol extension declares is reached statically through a
/// generic parameter; where a conforming type declares it again, coordlab refuses the use.
@Suite struct ShadowedExtensionStaticsTests {
    private static let declarations = "protocol P {}\nextension P { static var tag: String { \"p\" } }\n"

    @Test func aShadowedOneIsRefused() {
        let source = Self.declarations + "struct S: P { static var tag: String { \"s\" } }\nfunc f<T: P>(_ t: T.Type) -> String { T.tag }"
        #expect(TypeCheckerTests.firstError(source)?.contains("a static member a protocol extension declares and a conforming type declares again ('tag')") == true)
    }

    @Test func anUnshadowedOneRuns() {
        let source = Self.declarations + "struct S: P {}\nfunc f<T: P>(_ t: T.Type) -> String { T.tag }"
        #expect(TypeCheckerTests.firstError(source) == nil)
    }

    @Test func aRequirementDispatchesDynamically() {
        let source = "protocol P { static var tag: String { get } }\nextension P { static var tag: String { \"p\" } }\nstruct S: P { static var tag: String { \"s\" } }\nfunc f<T: P>(_ t: T.Type) -> String { T.tag }"
        #expect(TypeCheckerTests.firstError(source) == nil)
    }
}
