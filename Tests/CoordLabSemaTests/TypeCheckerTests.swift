import CoordLabSema
import CoordLabSyntax
import SwiftSyntax
import Testing

/// The checker on small programs: what it refuses (in swiftc's words, at swiftc's place),
/// what it infers, and that it keeps a session's declarations only when an input is accepted.
@Suite struct TypeCheckerTests {
    /// The first error the checker reports for `source`, as `line:column: message`.
    static func firstError(_ source: String, checker: TypeChecker = TypeChecker()) -> String? {
        do {
            _ = try checker.check([ParsedSource(text: source, fileName: "main.swift")])
            return nil
        } catch let e as CompileError {
            return "\(e.location.line):\(e.location.column): \(e.message)"
        } catch {
            return "\(error)"
        }
    }

    /// The inferred type of the first `let`/`var` named `name`.
    static func inferred(_ name: String, in source: String) throws -> SemaType? {
        let parsed = try ParsedSource(text: source, fileName: "main.swift")
        let typed = try TypeChecker().check([parsed])
        let binding = parsed.tree.tokens(viewMode: .sourceAccurate).lazy
            .compactMap { $0.parent?.as(IdentifierPatternSyntax.self) }
            .first { $0.identifier.text == name }?.parent?.as(PatternBindingSyntax.self)
        return try typed.inferredType(of: #require(binding))
    }

    @Test func refusesAMemberTheClassLacksAtTheMembersPlace() {
        let source = "class A { var x = 1 }\nlet a = A()\nprint(a.y)"
        #expect(Self.firstError(source) == "3:9: value of type 'A' has no member 'y'")
    }

    @Test func findsMembersInSuperclassesProtocolExtensionsAndExtensions() {
        let source = """
        protocol Named { var name: String { get } }
        extension Named { func greet() -> String { "hi " + name } }
        class Base: Named { var name = "b" }
        final class Leaf: Base {}
        extension Leaf { func extra() {} }
        let l = Leaf()
        print(l.greet(), l.name)
        l.extra()
        """
        #expect(Self.firstError(source) == nil)
    }

    @Test func leavesAlonePartsItCannotType() {
        // An unconstrained generic parameter, a protocol outside the standard ones it
        // models: nothing refused.
        let source = """
        func peek<T>(_ x: T) { print(x.whatever as Any) }
        struct Box: RawRepresentable { var rawValue: Int }
        print(Box(rawValue: 1).anything)
        """
        #expect(Self.firstError(source) == nil)
    }

    @Test func bindsGenericParametersFromArgumentsAndContext() {
        // `first([1])` is an `Int?`: what the call binds types the rest of the chain.
        #expect(Self.firstError("func first<T>(_ xs: [T]) -> T? { xs.first }\nprint(first([1])?.whatever as Any)")
            == "2:19: value of type 'Int' has no member 'whatever'")
        // The context binds first, and the literal converts to it.
        #expect(Self.firstError("final class Box<T> { init(_ v: T) {} }\nlet b: Box<Double> = Box(4)") == nil)
    }

    @Test func typesGenericPropertiesByTheirArguments() {
        let holder = "final class Holder<T> { var v: T; init(_ v: T) { self.v = v } }\n"
        #expect(Self.firstError(holder + "print(Holder(1).v.whatever)") == "2:19: value of type 'Int' has no member 'whatever'")
        #expect(Self.firstError(holder + "print(Holder<String>(\"a\").v.count)") == nil)
    }

    @Test func refusesGenericsItWouldRunWrongly() {
        let box = "final class Box<T> { init(_ v: T) {} }\n"
        #expect(Self.firstError("final class Box<T> { init(_ v: T) { print(v) } }\nlet b = Box<Int?>(nil)")
            == "2:9: coordlab does not support Optional generic arguments ('T' would be 'Int?') yet")
        #expect(Self.firstError("func same<T>(_ a: T, _ b: T) {}\nsame(1, \"a\")")
            == "2:1: coordlab does not support inferring the generic arguments of 'same' from this call yet")
        #expect(Self.firstError(box + "let a: Any = 1\nprint(a is Box<Int?>)")
            == "3:12: coordlab does not support casts to generic type 'Box' with these arguments yet")
        #expect(Self.firstError(box + "let a: Any = 1\nprint(a is Box<Int>)") == nil)
        #expect(Self.firstError("func f<T>(_ x: T) { print(T()) }")
            == "1:27: coordlab does not support using the generic parameter 'T' as a value yet")
        // In a protocol extension the arguments are `Self`'s associated types: taken from the
        // result type written, refused when nothing tells them.
        let erased = "protocol P { associatedtype R; func go(_ r: R) }\nstruct AnyP<R>: P { let f: (R) -> Void\n"
            + "  init<C: P>(_ c: C) where C.R == R { f = c.go }\n  func go(_ r: R) { f(r) } }\n"
        #expect(Self.firstError(erased + "extension P { func erased() -> AnyP<R> { AnyP(self) } }") == nil)
        #expect(Self.firstError(erased + "extension P { func erased() -> Any { AnyP(self) } }")
            == "5:38: coordlab does not support making a generic value ('AnyP') from the associated types of 'Self' ('R') in an extension of protocol 'P' yet")
    }

    @Test func namesProtocolTypesAsExistentials() {
        let source = "protocol P: AnyObject {}\nfinal class C: P {}\nlet p: P = C()\np.go()"
        #expect(Self.firstError(source) == "4:3: value of type 'any P' has no member 'go'")
    }

    /// `Route.detail` not called is a function from the associated values to the enum.
    @Test func aCaseWithAPayloadNamedWithItsTypeIsAFunction() throws {
        let route = "enum Route { case detail(id: Int, animated: Bool), home }\n"
        #expect(try Self.inferred("make", in: route + "let make = Route.detail") == .function([.int, .bool], .named("Route")))
        #expect(try Self.inferred("r", in: route + "let make = Route.detail\nlet r = make(1, true)") == .named("Route"))
        #expect(try Self.inferred("h", in: route + "let h = Route.home") == .named("Route"))
    }

    @Test func reportsTheErrorSwiftcFindsFirst() {
        // Top-level code before function bodies, as swiftc checks them.
        let source = "class A {}\nfunc f() { A().late() }\nA().early()"
        #expect(Self.firstError(source) == "3:5: value of type 'A' has no member 'early'")
    }

    @Test func tellsSwiftsMissingMembersFromOnesCoordlabLacks() {
        #expect(Self.firstError("let s = \"a\"\nprint(s.lenght)") == "2:9: value of type 'String' has no member 'lenght'")
        #expect(Self.firstError("let s = \"a\"\nprint(s.utf8CString)") == "2:9: coordlab does not support 'String.utf8CString' yet")
        // With a framework imported, its extensions may add the member: not known to be missing.
        #expect(Self.firstError("import Foundation\nlet s = \"a\"\nprint(s.lenght)")
                == "3:9: coordlab does not support 'String.lenght' yet")
    }

    @Test func infersOptionalsFromMembersCastsAndTry() throws {
        let source = """
        class V {}
        enum E: Error { case x }
        func f() throws -> Int { 1 }
        let xs = [1, 2]
        let first = xs.first
        let any: Any = V()
        let v = any as? V
        let t = try? f()
        weak var w = V()
        let d = ["a": [V()]]
        let vs = d["a"]
        """
        #expect(try Self.inferred("first", in: source) == .optional(.int))
        #expect(try Self.inferred("v", in: source) == .optional(.named("V")))
        #expect(try Self.inferred("t", in: source) == .optional(.int))
        #expect(try Self.inferred("w", in: source) == .optional(.named("V")))
        #expect(try Self.inferred("vs", in: source) == .optional(.array(.named("V"))))
    }

    @Test func typesClosureParametersFromTheirContext() throws {
        let source = "struct S { let n: Int }\nlet ss = [S(n: 1)]\nlet ns = ss.map { $0.n }\nlet bad = ss.map { $0.m }"
        #expect(Self.firstError(source) == "4:23: value of type 'S' has no member 'm'")
        #expect(try Self.inferred("ns", in: "struct S { let n: Int }\nlet ss = [S(n: 1)]\nlet ns = ss.map { $0.n }")
                == .array(.int))
    }

    @Test func keepsDeclarationsAcrossInputsOnlyWhenAccepted() {
        let checker = TypeChecker()
        #expect(Self.firstError("class A { func f() {} }\nlet a = A()", checker: checker) == nil)
        #expect(Self.firstError("a.f()", checker: checker) == nil)
        #expect(Self.firstError("a.g()", checker: checker) == "1:3: value of type 'A' has no member 'g'")
        // A rejected input declares nothing.
        #expect(Self.firstError("class B {}\nlet b = B()\nb.nope()", checker: checker) != nil)
        #expect(Self.firstError("b.nope()", checker: checker) == nil)
        // A redeclared class replaces the old one.
        #expect(Self.firstError("class A { func g() {} }\na.g()", checker: checker) == nil)
    }

    @Test func refusesNestedOptionals() {
        #expect(Self.firstError("let xs: [Int?] = [1]\nlet f = xs.first")
                == "2:12: coordlab does not support Optionals of Optionals ('Int??') yet")
    }
}
