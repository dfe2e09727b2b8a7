@testable import CoordLabSema
import CoordLabSyntax
import SwiftSyntax
import Testing

/// A cast to a program's generic type records its arguments for the compiler, or is refused
/// where coordlab could not test them.
@Suite struct GenericCastsTests {
    let box = "final class Box<T> { init(_ v: T) {} }\nlet a: Any = Box(1)\n"

    @Test func theTargetIsRecordedWithItsArguments() throws {
        let parsed = try ParsedSource(text: box + "print(a as? Box<Int> != nil)", fileName: "main.swift")
        let typed = try TypeChecker().check([parsed])
        let written = try #require(parsed.tree.tokens(viewMode: .sourceAccurate).lazy
            .compactMap { $0.parent?.as(AsExprSyntax.self) }.first?.type)
        #expect(typed.genericCastTarget(of: written) == .generic("Box", [.int]))
    }

    @Test func patternsRecordTheirTargetsToo() {
        #expect(TypeCheckerTests.firstError(box + "switch a {\ncase let b as Box<String>: print(b)\ncase is Box<Int>: print(1)\ndefault: break\n}") == nil)
    }

    @Test func argumentsCoordlabCannotTestAreRefused() {
        #expect(TypeCheckerTests.firstError(box + "print(a is Box<Int?>)")
            == "3:12: coordlab does not support casts to generic type 'Box' with these arguments yet")
        #expect(TypeCheckerTests.firstError(box + "func f<T>(_ t: T) -> Bool { a is Box<T> }")
            == "3:34: coordlab does not support casts to generic type 'Box' with these arguments yet")
    }
}

/// `Set` is extended as `Array` is: its values find the extension's members.
@Suite struct SetExtensionsTests {
    @Test func aSetFindsItsExtensionsMembers() {
        let source = "extension Set where Element == Int {\n  var total: Int { reduce(0, +) }\n}\nlet s: Set<Int> = [1]\nprint(s.total + 1)"
        #expect(TypeCheckerTests.firstError(source) == nil)
    }
}
