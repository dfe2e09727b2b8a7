// LANG: Int arithmetic: + - * / %, negative division and remainder, precedence, parentheses, unary minus
let a = 17
let b = 5
print(a + b, a - b, a * b, a / b, a % b)
print(-a / b, -a % b, a / -b, a % -b)
print(2 + 3 * 4, (2 + 3) * 4, 10 - 4 - 3, 100 / 10 / 5)
print(-(a - 20), -a + 1)
let big = 3_000_000_000
print(big * 2, big / 3, big * big / 4_000_000_000_000)
print(9223372036854775807, -9223372036854775807 - 1)
var total = 0
for i in 1...100 { total = total + i * i }
print(total)
print(7 / 2 * 2, 7 % 2 == 1)
let x = 0
print(x - 1, 0 * -1)
