import CoordLabSema
import Testing

/// A generic type alias used with arguments stands for its target with the arguments in
/// the parameters' places, as Swift reads it.
@Suite struct GenericTypeAliasesTests {
    @Test func aClosureAliasTakesItsArguments() throws {
        let source = """
        typealias SingleResult<T> = (T) -> Void
        final class Video {}
        let onSelect: SingleResult<Video> = { _ in }
        let copy = onSelect
        """
        #expect(try TypeCheckerTests.inferred("copy", in: source) == .function([.named("Video")], .void))
    }

    @Test func anAliasOfAnAliasAndOfACollectionResolve() throws {
        let source = """
        typealias ResultWithReturn<T, R> = (T) -> R
        typealias Transform<T> = ResultWithReturn<T, String>
        typealias List<Element> = [Element]
        let names: List<Int> = [1]
        let describe: Transform<Int> = { "\\($0)" }
        let first = describe(names[0])
        """
        #expect(try TypeCheckerTests.inferred("first", in: source) == .named("String"))
    }

    @Test func aMemberOfTheArgumentIsChecked() {
        let source = """
        typealias Handler<T> = (T) -> Void
        final class Screen {}
        let handler: Handler<Screen> = { screen in print(screen.title) }
        """
        #expect(TypeCheckerTests.firstError(source) == "3:57: value of type 'Screen' has no member 'title'")
    }
}
