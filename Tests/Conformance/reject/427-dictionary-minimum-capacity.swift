// REJECT: Dictionary's initializers with arguments other than grouping:by: and uniqueKeysWithValues: are refused before the run (they made an empty dictionary)
// expect-error: coordlab does not support 'Dictionary(minimumCapacity:)' yet
// expect-line: 6
let words = ["apple", "avocado", "banana"]
print("before")
let byLetter: [String: Int] = Dictionary(minimumCapacity: words.count)
print(byLetter.count)
