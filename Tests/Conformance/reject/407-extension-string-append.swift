// Inside an extension of String, a bare standard member coordlab lacks (append) is refused before anything runs.
// expect-error: does not support 'String.append'
// expect-line: 6
print("start")
extension String {
    mutating func exclaim() { append("!") }
}
var s = "wow"
s.exclaim()
print(s)
