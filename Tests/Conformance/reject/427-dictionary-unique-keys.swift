// REJECT: Dictionary's initializers with arguments other than grouping:by: are refused before the run (they made an empty dictionary)
// expect-error: coordlab does not support 'Dictionary(uniqueKeysWithValues:)' yet
// expect-line: 6
let words = ["apple", "avocado", "banana"]
print("before")
let byLetter = Dictionary(uniqueKeysWithValues: words.map { ($0, $0.count) })
print(byLetter.count)
