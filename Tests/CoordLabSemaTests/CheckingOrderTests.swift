@testable import CoordLabSema
import CoordLabSyntax
import SwiftSyntax
import Testing

/// swiftc checks top-level code and declarations before the bodies of functions,
/// initializers and accessors; a closure's body, and a function inside it, with the code
/// around it. The first error coordlab reports is the one swiftc reports first.
@Suite struct CheckingOrderTests {
    /// Whether the first use of `name` in `source` is in a body checked after the top level.
    private func isDeferred(_ name: String, in source: String) throws -> Bool {
        let tree = try ParsedSource(text: source, fileName: "main.swift").tree
        let use = try #require(tree.tokens(viewMode: .sourceAccurate).first { $0.text == name && $0.parent?.is(DeclReferenceExprSyntax.self) == true })
        return CheckingOrder.isInDeferredBody(use)
    }

    @Test func bodiesOfFunctionsInitializersAndAccessorsAreDeferred() throws {
        #expect(try isDeferred("x", in: "func f() { print(x) }"))
        #expect(try isDeferred("x", in: "struct S { init() { print(x) } }"))
        #expect(try isDeferred("x", in: "struct S { var n: Int { x } }"))
        #expect(try isDeferred("x", in: "struct S { var n: Int { get { x } set {} } }"))
        #expect(try isDeferred("x", in: "struct S { var n = 0 { willSet { print(x) } } }"))
        #expect(try isDeferred("x", in: "func f() { let g = { print(x) } }"))
    }

    @Test func topLevelCodeClosuresAndInitialValuesAreNot() throws {
        #expect(try !isDeferred("x", in: "print(x)"))
        #expect(try !isDeferred("x", in: "let g = { func h() { print(x) } }"))
        #expect(try !isDeferred("x", in: "struct S { var n = x }"))
        #expect(try !isDeferred("x", in: "struct S { var n = 0 { didSet { print(x) } } }"))
    }

    @Test(arguments: [
        ("struct S {\n    func f() -> Int { \"a\".countt }\n}\nlet z: Int = \"s\"",
         "4:14: cannot convert value of type 'String' to specified type 'Int'"),
        ("func f() { let b: Int = \"r\" }\nstruct S {\n    var n: Int = \"x\"\n}",
         "3:18: cannot convert value of type 'String' to specified type 'Int'"),
        ("func g() { let a: Int = \"q\" }\nlet c = { () -> Int in\n    let b: Int = \"r\"\n    return b\n}",
         "3:18: cannot convert value of type 'String' to specified type 'Int'"),
        ("struct S { func m() { let b: Int = \"r\" } }\nfunc f() { let b: Int = \"s\" }",
         "1:36: cannot convert value of type 'String' to specified type 'Int'"),
    ])
    func firstErrorIsSwiftcsFirst(_ source: String, _ error: String) {
        #expect(TypeCheckerTests.firstError(source) == error)
    }
}
