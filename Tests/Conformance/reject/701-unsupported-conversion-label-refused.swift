// A standard conversion with labels coordlab does not run (Int(truncatingIfNeeded:)) is refused, not run as Int(_:).
// expect-error: does not support 'Int(truncatingIfNeeded:)'
// expect-line: 7
let counts = [300, 5]
print(counts.map { Int($0) })
print("before")
let low = Int(truncatingIfNeeded: counts[0])
print(low)
