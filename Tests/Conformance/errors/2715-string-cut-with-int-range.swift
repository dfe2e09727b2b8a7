// ERRORS: a String cut with a range of Ints is refused in swiftc's words
let route = "settings/profile"
let head = route[0..<8]
print(head)
