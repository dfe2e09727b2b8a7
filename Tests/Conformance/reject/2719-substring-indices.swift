// The index API of a Substring is refused: a substring keeps its base string's indices, which coordlab does not model
// expect-error: does not support 'Substring.firstIndex'
// expect-line: 6
let path = "app/home/detail"
let tail = path.dropFirst(4)
print(tail.firstIndex(of: "/") != nil)
