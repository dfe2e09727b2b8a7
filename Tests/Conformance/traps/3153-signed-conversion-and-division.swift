// TRAP: a value below Int8.min converted to Int8 traps, after Int16 division behaves as Swift's
// expect-trap: Not enough bits to represent a signed value
let values: [Int16] = [-100, -127, -128, -129]
for v in values {
    print(v / 3, v % 3)
    let small = Int8(v)
    print("fits", small)
}
