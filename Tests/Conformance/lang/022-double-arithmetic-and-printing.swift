// LANG: Double arithmetic and how print shows Doubles (shortest round-trip digits, .0, exponents)
let a = 1.5
let b = 0.25
print(a + b, a - b, a * b, a / b)
print(0.1 + 0.2, 1.0 / 3.0, 2.0 / 3.0)
print(1.0, 100.0, -2.5, 0.0, -0.0)
print(1e15, 1e16, 123456789.0, 1234567890123456789.0)
print(0.001, 0.0001, 0.00001, 1e-10)
print(3.0 * 2, 10 / 4.0, 7.5 - 0.5)
let c: Double = 3
print(c, c / 2)
var d = 10.0
d /= 3
print(d)
d *= 3
print(d)
print(1.1 * 1.1, 2.675 * 100)
print(a < b, a >= 1.5, a == 1.5, 0.1 + 0.2 == 0.3)
let list = [0.5, 1.0, 2.25]
print(list)
print("value \(a * 2)")
