// A String.Index put in an Any is refused before the run: coordlab runs an index as a count of characters, which a cast or type(of:) of the Any would take for an Int
// expect-error: does not support a 'String.Index' converted to 'Any'
// expect-line: 7
print("start")
let title = "Settings"
let middle = title.index(title.startIndex, offsetBy: 4)
let boxed: [Any] = [title, middle]
print(boxed.count)
