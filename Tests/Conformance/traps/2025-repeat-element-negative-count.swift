// TRAP: repeatElement with a negative count stops the program as Swift's precondition does
// expect-trap: Repetition count should be non-negative
let widths = [2, 0, -1]
for w in widths {
    print(w, Array(repeatElement("#", count: w)).joined())
}
print("never printed")
