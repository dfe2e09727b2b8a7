// A string's replaceSubrange with a range of its indices replaces those characters
var title = "Hello"
print(title)
title.replaceSubrange(title.startIndex..<title.index(after: title.startIndex), with: "J")
print(title)
