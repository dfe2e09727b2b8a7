// assigning to a range of an array is refused before anything runs (it replaced the range at run time, half-way)
// expect-error: coordlab does not support assigning to a range of an array yet
// expect-line: 7
var tabs = ["home", "search", "profile", "settings"]
print("before", tabs)
tabs.removeLast()
tabs[0...1] = ["feed"]
print("after", tabs)
