// A string's indices and ranges of them, written as types (String.Index, Range<String.Index>, [Range<String.Index>]) or made with ..< and ..., cut the string, are passed and returned, and type(of:) names them as Swift does (Index, Range<Index>)
let s = "hello, world"
let i = s.firstIndex(of: ",")!
let r = s.startIndex..<i
let c = s.startIndex...i
print(s[r], s[c], s[r].count, r.lowerBound == s.startIndex, r.upperBound == i, c.contains(i), r.contains(i), r.isEmpty)
var t = s
t.replaceSubrange(r, with: "bye")
print(t)
t.removeSubrange(t.startIndex..<t.index(t.startIndex, offsetBy: 3))
print(t)
let parts: [Range<String.Index>] = [r, i..<s.endIndex]
print(parts.map { s[$0] }, type(of: parts))
func word(_ text: String, in range: Range<String.Index>) -> Substring { text[range] }
print(word(s, in: s.index(after: i)..<s.endIndex))
let q: String.Index = s.index(before: s.endIndex)
let closed: ClosedRange<String.Index> = i...q
print(s[closed], type(of: q), type(of: closed), type(of: [q]), type(of: Optional(r)))
func firstWord(_ text: String) -> Range<String.Index>? { text.firstIndex(of: " ").map { text.startIndex..<$0 } }
if let w = firstWord("open the door") { print("open the door"[w], type(of: w)) }
