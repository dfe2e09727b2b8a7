// A superclass's method called on a subclass that declares a method of the same labels taking other parameter types (no override): Swift sees both and calls the superclass's, coordlab finds methods by their labels and would run the subclass's, so the call is refused before the program starts
// expect-error: does not support calling 'select(_:)' of a supertype beside 'DetailScreen''s own method of those labels and other parameter types
// expect-line: 14
class Screen {
    func select(_ row: Int) { print("select row", row) }
}
final class DetailScreen: Screen {
    func select(_ title: String) { print("select title", title) }
}
let detail = DetailScreen()
print("before")
detail.select("Overview")
(detail as Screen).select(2)
detail.select(1)
