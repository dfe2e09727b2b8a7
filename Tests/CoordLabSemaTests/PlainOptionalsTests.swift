import CoordLabSema
import Testing

/// A member of an Optional reached without `?` or `!` is refused in swiftc's words and
/// place when the declaration is a plain `T?`, and allowed (unwrapped) when it is `T!`.
@Suite struct PlainOptionalsTests {
    /// A class with plain and implicitly unwrapped properties, then `code` at the top level.
    static func program(_ code: String) -> String {
        """
        final class Item { var title = "t"; func go() {} }
        final class Holder { var item: Item?; var forced: Item! = Item(); static var shared: Holder! = Holder() }
        let h = Holder()
        \(code)
        """
    }

    @Test(arguments: [
        ("print(h.item.title)", "4:9: value of optional type 'Item?' must be unwrapped to refer to member 'title' of wrapped base type 'Item'"),
        ("h.item.go()", "4:3: value of optional type 'Item?' must be unwrapped to refer to member 'go' of wrapped base type 'Item'"),
        ("let x: Item? = nil; x.go()", "4:21: value of optional type 'Item?' must be unwrapped to refer to member 'go' of wrapped base type 'Item'"),
        ("print([1].first.description)", "4:11: value of optional type 'Int?' must be unwrapped to refer to member 'description' of wrapped base type 'Int'"),
        ("func f(_ i: Item?) { i.go() }", "4:22: value of optional type 'Item?' must be unwrapped to refer to member 'go' of wrapped base type 'Item'"),
        ("func f(_ i: Item?) -> Item { i }", "4:30: value of optional type 'Item?' must be unwrapped to a value of type 'Item'"),
    ])
    func membersOfPlainOptionalsAreRefused(_ code: String, _ error: String) {
        #expect(TypeCheckerTests.firstError(Self.program(code)) == error)
    }

    @Test(arguments: [
        "print(h.forced.title, Holder.shared.forced.title)",
        "h.forced.go()",
        "var g: Item! = Item(); g.go(); let t: Item = g",
        "func f(_ i: Item!) -> Item { i.go(); return i }",
        "func use(_ i: Item) {}; use(h.forced)",
        "print(h.item?.title ?? \"\", h.item!.title, h.item.map { $0.title } ?? \"\")",
        "extension Optional { var isNone: Bool { self == nil } }; print(h.item.isNone)",
        "let c = { (i: Item!) in i.go() }; c(Item())",
    ])
    func implicitlyUnwrappedAndUnwrappedUsesAreAccepted(_ code: String) {
        #expect(TypeCheckerTests.firstError(Self.program(code)) == nil)
    }
}
