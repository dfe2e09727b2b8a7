@testable import CoordLabSema
import Testing

/// Static methods of a program's generic type bind the type's parameters at each call, from
/// the arguments written, the call's arguments or the context; what cannot be bound, and
/// forms coordlab does not run, are refused before the program starts.
@Suite struct StaticGenericMembersTests {
    static let box = "struct Box<T> {\n    let v: T\n    static func make(_ v: T) -> Box<T> { Box(v: v) }\n    static func wrap(_ v: T) -> Self { Self(v: v) }\n}\n"

    @Test func callsBindTheTypesParameters() {
        #expect(TypeCheckerTests.firstError(Self.box + "let a = Box<Int>.make(1)\nlet b = Box.make(\"x\")\nlet c: Box<Double> = .wrap(2)\nprint(a.v, b.v, c.v)") == nil)
    }

    @Test func unqualifiedAndSelfCallsInsideTheType() {
        let source = "struct Q<E> {\n    var items: [E] = []\n    static func empty() -> Q { Q() }\n"
            + "    static func one(_ e: E) -> Q<E> { var q = empty(); q.items.append(e); return q }\n"
            + "    func again() -> Q<E> { Self.one(items[0]) }\n}\nprint(Q.one(1).again().items)"
        #expect(TypeCheckerTests.firstError(source) == nil)
    }

    @Test func aParameterNothingBindsIsRefused() {
        #expect(TypeCheckerTests.firstError(Self.box + "struct Tag<T> { static func name() -> String { \"tag\" } }\nprint(Tag.name())")?
            .contains("inferring the generic arguments") == true)
    }

    @Test func selfOfAGenericClassAndFunctionValuesAreRefused() {
        #expect(TypeCheckerTests.firstError("class H<T> {\n    let v: T\n    required init(v: T) { self.v = v }\n    static func make(_ v: T) -> Self { Self(v: v) }\n}")
            == "4:40: coordlab does not support 'Self(…)' in a static method of a generic class (write the class's name: 'H(…)') yet")
        #expect(TypeCheckerTests.firstError(Self.box + "let f = [1].map(Box<Int>.make)")?
            .contains("a static method of a generic type as a function value ('Box.make')") == true)
    }
}
