// REJECT: keeping x.enumerated() in a variable (an EnumeratedSequence in Swift) is refused
// expect-error: coordlab does not support storing the lazy sequence 'enumerated()'
// expect-line: 7
let tabs = ["feed", "search", "profile"]
print("tabs", tabs.count)
func show() {
    let pairs = tabs.enumerated()
    for (i, t) in pairs { print(i, t) }
}
show()
