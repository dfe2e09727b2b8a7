// Subscripting a Set (with an index from it) is refused before the program starts.
// expect-error: coordlab does not support 'Set.startIndex' yet
// expect-line: 6
let colors: Set<String> = ["red"]
print("colors:", colors.count)
let start = colors.startIndex
print(colors[start])
