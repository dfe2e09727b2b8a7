import CoordLabSema
import Testing

/// A variable annotation naming no type is refused in swiftc's words; names the program,
/// the standard library or a generic context gives are accepted.
@Suite struct UnknownTypeNamesTests {
    @Test func unknownNamesAreRefused() {
        #expect(TypeCheckerTests.firstError("let e: Foo? = nil\nprint(e == nil)") == "1:8: cannot find type 'Foo' in scope")
        #expect(TypeCheckerTests.firstError("func f() {\n    var xs: [Item] = []\n    xs = []\n}") == "2:14: cannot find type 'Item' in scope")
    }

    @Test func declaredNamesAreAccepted() {
        for source in [
            "struct Foo {}\nlet e: Foo? = nil",
            "let r: Range<Int> = 0..<3\nlet s: Substring = \"ab\".dropFirst()",
            "struct Box<T> { var item: T? }\nfunc f<U>(_ u: U) { let copy: U = u; _ = copy }",
            "enum Outer { struct Inner {} }\nextension Outer { static func make() { let i: Inner = Inner(); _ = i } }",
            "typealias Score = Int\nlet s: Score = 2",
            "extension Array { var second: Element? { let e: Element? = count > 1 ? self[1] : nil; return e } }",
            "protocol P { associatedtype Item; var first: Item? { get } }",
        ] {
            #expect(TypeCheckerTests.firstError(source) == nil, "\(source)")
        }
    }
}
