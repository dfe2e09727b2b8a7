// Set.init as a function value over strings (a set of each word's characters) is refused before the program runs
// expect-error: does not support 'Set.init' as a function value
// expect-line: 6
print("start")
let words = ["tab", "bat"]
let letters = words.map(Set.init)
print(letters[0] == letters[1])
