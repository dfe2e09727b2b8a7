import CoordLabSema
import Testing

/// A generic method called through a type or a value binds its parameters from the type
/// its result is expected to have, as a generic function does.
@Suite struct MemberCallContextTests {
    @Test func aStaticGenericMethodBindsFromTheDeclaredType() throws {
        let source = """
        struct Defaults { static func closure<T>() -> (T) -> Void { { _ in } } }
        let onSelect: (String) -> Void = Defaults.closure()
        let copy = onSelect
        """
        #expect(TypeCheckerTests.firstError(source) == nil)
        #expect(try TypeCheckerTests.inferred("copy", in: source) == .function([.named("String")], .void))
    }

    @Test func anInstanceGenericMethodBindsFromTheDeclaredType() {
        let source = """
        final class Factory { func make<T>() -> [T] { [] } }
        let made: [Int] = Factory().make()
        print(made.count)
        """
        #expect(TypeCheckerTests.firstError(source) == nil)
    }
}
