// ERRORS: a String.Index stored in an Int is refused in swiftc's words
let name = "flow"
let start: Int = name.startIndex
print(start)
