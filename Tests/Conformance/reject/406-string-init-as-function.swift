// A standard initializer used as a function value (map(String.init)) is refused before the program runs.
// expect-error: does not support 'String.init' as a function value
// expect-line: 5
let parts = "a b".split(separator: " ")
let words = parts.map(String.init)
print(words)
