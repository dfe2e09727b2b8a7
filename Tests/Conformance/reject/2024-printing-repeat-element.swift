// REJECT: printing repeatElement's Repeated collection itself is refused before anything runs
// expect-error: does not support
// expect-error: repeatElement
// expect-line: 6
print("start")
print(repeatElement("ab", count: 2))
