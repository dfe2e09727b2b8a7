// TRAP: a stride whose step is zero stops the program as Swift's precondition does
// expect-trap: Stride size must not be zero
let positions = Array(stride(from: 0, to: 5, by: 2))
print(positions)
var step = 2
step -= 2
for p in stride(from: 0, to: 5, by: step) { print(p) }
print("never printed")
