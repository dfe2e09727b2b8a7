// TRAP: index(after:) of a string's endIndex stops the program
// expect-trap: String index is out of bounds
let name = "coordinator"
let last = name.index(before: name.endIndex)
print(name[last])
let past = name.index(after: name.endIndex)
print(name[past])
