// Inside an extension of String, bare standard members (insert(_:at:), startIndex) are self's
print("start")
extension String {
    mutating func exclaim() { insert("!", at: startIndex) }
}
var s = "wow"
s.exclaim()
print(s)
