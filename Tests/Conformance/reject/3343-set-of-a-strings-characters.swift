// Set(_:) of a string (a set of its characters) is refused before the program runs
// expect-error: does not support 'Set(_:)' of a string's characters
// expect-line: 6
print("start")
let word = "abca"
let letters = Set(word)
print(letters.count)
