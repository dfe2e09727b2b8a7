// LANG: for-in over ranges and arrays, for-in with where, while, break and continue
var sum = 0
for i in 1...5 {
    sum += i
}
print("sum \(sum)")
for i in 0..<10 where i % 3 == 0 {
    print("multiple of 3: \(i)")
}
let names = ["ann", "bob", "cy", "dee"]
for name in names where name != "bob" {
    print(name)
}
for _ in 0..<2 {
    print("again")
}
var n = 27
var steps = 0
while n != 1 {
    if n % 2 == 0 {
        n = n / 2
    } else {
        n = 3 * n + 1
    }
    steps += 1
}
print("collatz steps \(steps)")
var i = 0
while true {
    i += 1
    if i < 3 { continue }
    if i > 5 { break }
    print("i \(i)")
}
for x in [Int]() { print("never \(x)") }
