// ERRORS: a `let` constant passed with `&` to an `inout` parameter is refused in swiftc's words
struct Counter { var value = 0 }
func bump(_ c: inout Counter, by n: Int) { c.value += n }
var first = Counter()
bump(&first, by: 2)
let second = Counter()
bump(&second, by: 1)
print(first.value, second.value)
