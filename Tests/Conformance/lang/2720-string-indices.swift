// String's index API: startIndex/endIndex, index(after:before:offsetBy:limitedBy:), distance, firstIndex/lastIndex, subscripts by index and by ranges of indices, insert/remove/removeSubrange/replaceSubrange at indices, indices
let word = "héllo wörld"
let start = word.startIndex
print(word[start], word[word.index(after: start)], word[word.index(before: word.endIndex)])
let fifth = word.index(start, offsetBy: 4)
print(word[fifth], word[..<fifth], word[fifth...], word[start...fifth])
if let space = word.firstIndex(of: " ") {
    print(word[..<space], "|", word[word.index(after: space)...])
    print(word.distance(from: start, to: space), word.distance(from: space, to: start))
}
print(word.firstIndex(of: "z") == nil, word.lastIndex(of: "l").map { word.distance(from: word.startIndex, to: $0) } as Any)
print(word.index(start, offsetBy: 20, limitedBy: word.endIndex) == nil)
if let i = word.index(start, offsetBy: 3, limitedBy: word.endIndex) { print("limited", word[i]) }
var i = word.startIndex
var letters: [Character] = []
while i < word.endIndex {
    if word[i] != "l" { letters.append(word[i]) }
    i = word.index(after: i)
}
print(String(letters))
var text = "coordinator"
text.insert("!", at: text.endIndex)
text.insert(contentsOf: ">> ", at: text.startIndex)
let removed = text.remove(at: text.index(text.startIndex, offsetBy: 3))
print(text, removed)
text.removeSubrange(text.startIndex..<text.index(text.startIndex, offsetBy: 3))
print(text)
text.replaceSubrange(text.index(text.endIndex, offsetBy: -1)..., with: "?")
print(text, text.count)
let vowelAt = text.firstIndex { "aeiou".contains($0) }!
print(text.distance(from: text.startIndex, to: vowelAt), text[vowelAt])
for k in text.indices where text[k] == "o" { print("o at", text.distance(from: text.startIndex, to: k)) }
print(text.startIndex == text.startIndex, text.startIndex < text.endIndex, "".startIndex == "".endIndex)
