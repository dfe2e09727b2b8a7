// REJECT: a closure that uses an inout parameter of the function around it is refused before the program runs (coordlab does not capture inout parameters)
// expect-error: does not support
// expect-error: inout parameter 'total'
// expect-line: 8
/// Adds every count into `total` through a non-escaping closure.
func addAll(_ counts: [Int], into total: inout Int) {
    counts.forEach { n in
        total += n
    }
}

var sum = 0
print("before")
addAll([1, 2, 3], into: &sum)
print(sum)
