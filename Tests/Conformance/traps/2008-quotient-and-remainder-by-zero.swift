// TRAP: quotientAndRemainder(dividingBy: 0) traps as integer division by zero does
// expect-trap: Division by zero
let counts = [12, 7, 0]
for c in counts {
    let parts = 42.quotientAndRemainder(dividingBy: c)
    print(c, parts.quotient, parts.remainder)
}
print("never printed")
