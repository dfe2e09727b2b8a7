// REJECT: a string's replaceSubrange is not run by coordlab: refused before the program starts
// expect-error: does not support
// expect-error: replaceSubrange
// expect-line: 7
var title = "Hello"
print(title)
title.replaceSubrange(title.startIndex..<title.index(after: title.startIndex), with: "J")
print(title)
