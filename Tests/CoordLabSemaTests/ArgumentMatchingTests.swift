import CoordLabSema
import Testing

/// Arguments matched to parameters as Swift matches them: defaulted parameters may be left
/// out, and a call that fits no declaration is refused in swiftc's words, at swiftc's place.
@Suite struct ArgumentMatchingTests {
    static let declarations = """
    func f(a: Int, b: Int = 0, c: String) {}
    func g(_ x: Int) {}
    func v(_ xs: Int..., tail: Bool = false) {}
    struct S { var x: Int; var y = 2; var z: Int? }
    final class C { init(name: String) {} }

    """

    @Test func callsThatFitAreAccepted() {
        for call in ["f(a: 1, c: \"x\")", "f(a: 1, b: 2, c: \"x\")", "g(3)", "v()", "v(1, 2, 3)", "v(1, tail: true)",
                     "S(x: 1)", "S(x: 1, z: 3)", "S(x: 1, y: 2, z: nil)", "C(name: \"n\")"] {
            #expect(TypeCheckerTests.firstError(Self.declarations + call) == nil, "\(call)")
        }
    }

    @Test(arguments: [
        ("f(a: 1)", "6:7: missing argument for parameter 'c' in call"),
        ("f(c: \"x\")", "6:3: missing argument for parameter 'a' in call"),
        ("f(a: 1, c: \"x\", d: 2)", "6:2: incorrect argument labels in call (have 'a:c:d:', expected 'a:b:c:')"),
        ("f(a: 1, b: 2, c: \"x\", d: 2)", "6:26: extra argument 'd' in call"),
        ("g(1, 2)", "6:6: extra argument in call"),
        ("g(1, 2, 3)", "6:2: extra arguments at positions #2, #3 in call"),
        ("f(x: 1, b: 2, c: \"x\")", "6:2: incorrect argument label in call (have 'x:b:c:', expected 'a:b:c:')"),
        ("S(y: 2, x: 1)", "6:9: argument 'x' must precede argument 'y'"),
        ("S(z: 1)", "6:3: missing argument for parameter 'x' in call"),
        ("C(title: \"n\")", "6:2: incorrect argument label in call (have 'title:', expected 'name:')"),
        ("g()", "6:3: missing argument for parameter #1 in call"),
    ])
    func callsThatFitNothingAreRefused(_ call: String, _ error: String) {
        #expect(TypeCheckerTests.firstError(Self.declarations + call) == error)
    }
}
