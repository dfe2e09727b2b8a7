import Testing
@testable import CoordLabSema

/// Collection methods that compare elements are swiftc's errors on elements that are not
/// Equatable, and accepted on elements that are (or may be).
@Suite struct EquatableElementsTests {
    private func firstError(_ source: String) -> String? { TypeCheckerTests.firstError(source) }

    @Test func refusesComparingMethodsOnStructsThatAreNotEquatable() {
        #expect(firstError("struct S {}\nlet xs = [S()]\nprint(xs.firstIndex(of: S()) as Any)")
                == "3:10: referencing instance method 'firstIndex(of:)' on 'Collection' requires that 'S' conform to 'Equatable'")
        #expect(firstError("struct S {}\nlet xs = [S()]\nprint(xs.contains(S()))")
                == "3:19: missing argument label 'where:' in call")
    }

    @Test func acceptsEquatableElementsAndClosures() {
        #expect(firstError("struct S: Equatable {}\nlet xs = [S()]\nprint(xs.firstIndex(of: S()) as Any, xs.contains(S()))") == nil)
        #expect(firstError("struct S {}\nlet xs = [S()]\nprint(xs.contains { _ in true }, xs.firstIndex { _ in true } as Any)") == nil)
    }
}
