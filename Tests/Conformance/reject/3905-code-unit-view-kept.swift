// a String's utf8 view kept in a variable is refused: Swift's view prints as the text and slices into Substring views
// expect-error: coordlab does not support 'String.utf8' other than its 'count' and 'isEmpty' or as a sequence of code units yet
// expect-line: 9
final class Reader {
    deinit { print("Reader deinit") }
}
var reader: Reader? = Reader()
let name = "héllo"
let view = name.utf8
print(Array(name.utf8), view.count)
reader = nil
