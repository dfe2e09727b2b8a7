// Optional(x) of a value that is already an Optional is refused before the program runs: coordlab keeps one level of Optional
// expect-error: does not support Optionals of Optionals
// expect-line: 9
final class Screen {
    var title: String? = "Home"
    deinit { print("Screen deinit") }
}
let screen = Screen()
let nested = Optional(screen.title)
print(nested as Any)
