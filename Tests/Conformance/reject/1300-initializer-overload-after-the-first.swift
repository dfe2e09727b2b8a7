// Initializers with the same labels overloaded by parameter type are refused when the call takes one after the first.
// expect-error: does not support initializers overloaded by parameter type other than the first declared ('Tag.init(value:)') yet
// expect-line: 13
final class Tag {
    let text: String
    init(value: String) { text = value }
    init(value: Int) { text = "#\(value)" }
    deinit { print("Tag deinit", text) }
}
let named = Tag(value: "new")
print(named.text)
var counted: Tag?
counted = Tag(value: 7)
print(counted?.text ?? "-")
