import CoordLabSema
import Testing

/// A closure given where no parameter takes a function is refused in swiftc's words: in
/// parentheses or trailing, for a parameter of another type, or with no parameter left.
@Suite struct ClosureArgumentsTests {
    @Test(arguments: [
        ("func f(_ x: Int) {}\nf({ 4 })", "2:3: closure passed to parameter of type 'Int' that does not accept a closure"),
        ("func f(_ x: Int) {}\nf { 4 }", "2:3: trailing closure passed to parameter of type 'Int' that does not accept a closure"),
        ("struct S { var n: Int }\nlet s = S { 3 }", "2:11: trailing closure passed to parameter of type 'Int' that does not accept a closure"),
        ("func f(_ x: Int = 1) {}\nf() { }", "2:5: extra trailing closure passed in call"),
        ("struct S { init(_ x: Int = 1) {} }\nlet s = S() { }", "2:13: extra trailing closure passed in call"),
        ("class C { init(x: Int = 1) {} }\nlet c = C(x: 2) { }", "2:17: extra trailing closure passed in call"),
    ])
    func refused(_ source: String, _ expected: String) {
        #expect(TypeCheckerTests.firstError(source) == expected)
    }

    @Test(arguments: [
        "func f(_ x: Int = 1, _ g: () -> Void) {}\nf { }",
        "func f(_ g: (() -> Void)? = nil) {}\nf { }",
        "let a: Any = { 4 }\nprint(a is () -> Int)",
        "struct S { var make: () -> Int }\nlet s = S { 3 }",
    ])
    func accepted(_ source: String) {
        #expect(TypeCheckerTests.firstError(source) == nil)
    }

    @Test func aTrailingClosureForTheNewValuesCallAsFunctionIsRefused() {
        let source = "struct V { init() {}; func callAsFunction(_ f: () -> Int) -> Int { f() } }\nprint(V() { 1 })"
        #expect(TypeCheckerTests.firstError(source)?.hasPrefix("2:11: coordlab does not support a trailing closure after 'V(…)'") == true)
    }
}
