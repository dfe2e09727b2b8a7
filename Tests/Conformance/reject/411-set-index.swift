// Set's indices are not modelled: firstIndex(of:) on a set is refused, not run half-way.
// expect-error: coordlab does not support 'Set.firstIndex' yet
// expect-line: 8
var tags: Set<String> = ["home", "detail"]
print("before")
tags.insert("settings")
print(tags.count)
if let i = tags.firstIndex(of: "home") {
    print(tags[i])
}
