// Printing a String.Index is refused: Swift prints its encoded position, which coordlab does not model
// expect-error: does not support printing a 'String.Index'
// expect-line: 5
let word = "tab"
print(word.startIndex)
