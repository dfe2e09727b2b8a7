import CoordLabSema
import Testing

/// Overloads chosen by parameter type: a call that fits none is refused in swiftc's words,
/// and an initializer call coordlab would run as the wrong overload is refused as unsupported.
@Suite struct NoExactMatchTests {
    static let declarations = """
    struct S { func f(a: String) -> Int { 1 }; func f(a: Double) -> Int { 2 }; static func h(_ x: Int) {}; static func h(_ x: String) {} }
    class C { class func k(_ x: Int) {}; class func k(_ x: String) {} }
    func g(_ x: Int) -> Int { 1 }
    func g(_ x: String) -> Int { 2 }
    struct P { init(v: String) {}; init(v: Int) {} }

    """

    @Test func callsThatFitAreAccepted() {
        for call in ["_ = S().f(a: \"x\")", "_ = S().f(a: 2.5)", "_ = S().f(a: 2)", "S.h(1)", "S.h(\"x\")", "_ = g(1)", "_ = g(\"x\")",
                     "C.k(1)", "_ = P(v: \"x\")", "let i: Int? = nil; _ = S().f(a: i ?? 0 == 0 ? \"a\" : \"b\")"] {
            #expect(TypeCheckerTests.firstError(Self.declarations + call) == nil, "\(call)")
        }
    }

    @Test(arguments: [
        ("print(S().f(a: true))", "6:11: no exact matches in call to instance method 'f'"),
        ("S.h(true)", "6:3: no exact matches in call to static method 'h'"),
        ("C.k(2.5)", "6:3: no exact matches in call to class method 'k'"),
        ("_ = g(true)", "6:5: no exact matches in call to global function 'g'"),
        ("_ = P(v: true)", "6:5: no exact matches in call to initializer "),
    ])
    func callsThatFitNoOverloadAreRefused(_ call: String, _ error: String) {
        #expect(TypeCheckerTests.firstError(Self.declarations + call) == error)
    }

    @Test func anArgumentThatIsAnErrorItselfIsReportedAsSuch() {
        #expect(TypeCheckerTests.firstError(Self.declarations + "_ = g(S().missing)")
            == "6:11: value of type 'S' has no member 'missing'")
    }

    @Test func initializerCallsCoordlabWouldRunAsTheFirstOverloadAreUnsupported() {
        #expect(TypeCheckerTests.firstError(Self.declarations + "_ = P(v: 3)")
            == "6:5: coordlab does not support initializers overloaded by parameter type other than the first declared ('P.init(v:)') yet")
    }

    /// A collection literal fits an overload only when its elements do: `["a"]` is a
    /// `Set<String>` beside `[Int]`, and the call is no mismatch of the whole literal.
    @Test func aCollectionLiteralFitsByItsElements() {
        let overloads = "func f(_ xs: [Int]) {}\nfunc f(_ xs: Set<String>) {}\n"
        #expect(TypeCheckerTests.firstError(overloads + "f([\"a\", \"b\"])\nf([1])") == nil)
        #expect(TypeCheckerTests.firstError(overloads + "f([true])") == nil)
        #expect(TypeCheckerTests.firstError(overloads + "f(true)") == "3:1: no exact matches in call to global function 'f'")
    }
}
