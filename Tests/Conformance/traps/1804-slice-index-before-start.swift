// TRAP: a slice's indices start where it was cut: index 0 of a dropFirst() slice is out of bounds
// expect-trap: Index out of bounds
let steps = ["welcome", "profile", "done"]
let remaining = steps.dropFirst()
print(remaining[1])
print(remaining[0])
