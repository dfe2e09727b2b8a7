// TRAP: index(_:offsetBy:) past the end of a string stops the program (limitedBy: gives nil instead)
// expect-trap: String index is out of bounds
let tag = "tab"
print(tag.index(tag.startIndex, offsetBy: 5, limitedBy: tag.endIndex) == nil)
let bad = tag.index(tag.startIndex, offsetBy: 5)
print(tag[bad])
