// slicing a string gives Substrings as in Swift: split (by separator, maxSplits, whereSeparator, a trailing closure), prefix(while:), dropFirst/suffix; type(of:) says Substring and Character
let link = "app://shop/items/42?ref=home"
let afterScheme = link.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: true)
print(afterScheme, type(of: afterScheme))
let path = link.dropFirst(6).prefix(while: { $0 != "?" })
print(path, type(of: path))
let segments = path.split(separator: "/")
print(segments.map(String.init), segments.count)
let words = "tab:home;tab:search".split { $0 == ";" }
print(words, type(of: words[0]))
let kv = "ref=home".split(whereSeparator: { $0 == "=" })
print(kv.first ?? "-", kv.last ?? "-")
let id = Int(segments.last ?? "") ?? -1
print("item", id, type(of: id))
let initial = link.first!
print(initial, type(of: initial), type(of: link.suffix(4)))
var visited: [String] = []
for s in segments where !s.isEmpty {
    visited.append(String(s).uppercased())
}
print(visited.joined(separator: " > "))
let sub: Substring = "inline"
print(sub.count, sub.hasPrefix("in"), type(of: sub), sub == "inline")
