// Inside an extension of String, a bare standard member coordlab lacks (insert(_:at:)) is refused before anything runs.
// expect-error: does not support 'String.insert'
// expect-line: 6
print("start")
extension String {
    mutating func exclaim() { insert("!", at: startIndex) }
}
var s = "wow"
s.exclaim()
print(s)
