// A standard conversion with labels coordlab does not run (Double(bitPattern:)) is refused, not run as Double(_:).
// expect-error: does not support 'Double(bitPattern:)'
// expect-line: 7
let counts: [UInt64] = [300, 5]
print(counts.map { Int($0) })
print("before")
let low = Double(bitPattern: counts[0])
print(low)
