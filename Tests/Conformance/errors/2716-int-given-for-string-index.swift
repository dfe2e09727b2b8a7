// ERRORS: an Int given where String.index(after:) expects a String.Index is refused in swiftc's words
let name = "coordinator"
let second = name.index(after: 0)
print(name[second])
