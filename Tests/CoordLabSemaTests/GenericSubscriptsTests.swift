@testable import CoordLabSema
import CoordLabSyntax
import SwiftSyntax
import Testing

/// A generic subscript binds its own parameters at each use, as a generic method's call does.
@Suite struct GenericSubscriptsTests {
    let container = """
        struct Key<T> { let name: String }
        final class C {
          var storage: [String: Any] = [:]
          subscript<T>(key key: Key<T>) -> T? { storage[key.name] as? T }
          subscript<T>(_ type: T.Type) -> T? { storage["\\(type)"] as? T }
        }
        let c = C()

        """

    @Test func aUseIsTypedByWhatItsArgumentsBind() throws {
        #expect(try TypeCheckerTests.inferred("n", in: container + "let n = c[key: Key<Int>(name: \"n\")]") == .optional(.int))
        #expect(try TypeCheckerTests.inferred("s", in: container + "let s = c[String.self]") == .optional(.string))
        #expect(TypeCheckerTests.firstError(container + "let n: Int = c[key: Key<String>(name: \"n\")] ?? 0")
            == "8:14: cannot convert value of type 'String' to specified type 'Int'")
    }

    @Test func theBindingsAreRecordedForTheCompiler() throws {
        let parsed = try ParsedSource(text: container + "print(c[Double.self] ?? 1)", fileName: "main.swift")
        let typed = try TypeChecker().check([parsed])
        let use = try #require(parsed.tree.tokens(viewMode: .sourceAccurate).lazy
            .compactMap { $0.parent?.as(SubscriptCallExprSyntax.self) }.first { $0.calledExpression.trimmedDescription == "c" })
        #expect(typed.genericBindings(of: use)?.map(\.parameter) == ["T"])
        #expect(typed.genericBindings(of: use)?.map(\.argument) == [.double])
    }

    @Test func oneOfAGenericTypeIsRefused() {
        let source = "final class Bag<E> {\n  subscript<T>(x: T) -> T { x }\n}\nprint(Bag<Int>()[1])"
        #expect(TypeCheckerTests.firstError(source)
            == "2:12: coordlab does not support generic subscripts of generic types, protocols or standard types yet")
    }
}
