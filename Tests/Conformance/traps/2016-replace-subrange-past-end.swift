// TRAP: replaceSubrange whose range runs past the array's end traps with Swift's message
// expect-trap: Array replace: subrange extends past the end
var slots = [1, 2, 3]
slots.replaceSubrange(1..<3, with: [9])
print(slots)
slots.replaceSubrange(1..<4, with: [0])
print("never printed")
