// REJECT: Dictionary's initializers with arguments are refused before the run (they made an empty dictionary)
// expect-error: coordlab does not support 'Dictionary(grouping:by:)' yet
// expect-line: 6
let words = ["apple", "avocado", "banana"]
print("before")
let byLetter = Dictionary(grouping: words, by: { $0.first! })
print(byLetter.count)
