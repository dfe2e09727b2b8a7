// An endless Fibonacci sequence: first(where:), contains, enumerated and break stop asking for elements
struct Fibonacci: Sequence, IteratorProtocol {
    var a = 0, b = 1
    mutating func next() -> Int? {
        defer { (a, b) = (b, a + b) }
        return a
    }
}
print(Fibonacci().first { $0 > 50 }!)
print(Fibonacci().contains(21))
print(Fibonacci().contains { $0 % 7 == 0 && $0 > 0 })
var f = Fibonacci()
for _ in 0..<5 { _ = f.next() }
print(f.next()!, f.a, f.b)
for (i, x) in Fibonacci().enumerated() {
    if i == 6 { break }
    print(i, x)
}
for x in Fibonacci() {
    if x > 30 { break }
    if x % 2 == 0 { continue }
    print("odd", x)
}
