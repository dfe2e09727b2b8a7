// a collection's flatMap whose closure gives a String (Swift flattens it into characters) is refused before the program runs
// expect-error: does not support 'flatMap' with a closure giving a String
// expect-line: 6
let words = ["ab", "cd"]
print("start")
let letters = words.flatMap { $0 }
print(letters.count)
