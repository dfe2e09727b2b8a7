// TRAP: a range before a slice's startIndex traps with ArraySlice's words
// expect-trap: ArraySlice index is out of range (before startIndex)
let steps = [1, 2, 3, 4]
let tail = steps.dropFirst(2)
print(tail[2...])
print(tail[1..<3])
