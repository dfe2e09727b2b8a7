// prefix(_:) in a loop asks for no element past the prefix; prefix(while:), map over a prefix, Array of a prefix
struct Evens: Sequence, IteratorProtocol {
    var k = 0
    mutating func next() -> Int? { k += 2; print("next", k); return k }
}
for x in Evens().prefix(3) { print(x) }
for (i, x) in Evens().enumerated() where i > 0 {
    print("pair", i, x)
    if i == 2 { break }
}
print(Evens().prefix(2).map { $0 + 1 })
print(Evens().prefix { $0 < 7 })
print(Array(Evens().prefix(2)))
var n = 0
for x in Evens().prefix(n) { print("never", x) }
n = 1
for _ in Evens().prefix(n) { print("once") }
