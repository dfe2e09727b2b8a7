// LANG: `x as Any` keeps an optional's Optional(...) when printed (the usual way to
// silence the warning), and nil stays nil
var stack = [1, 2, 3]
print(stack.popLast() as Any)
let count: Int? = 5
print(count as Any)
var empty: [Int] = []
print(empty.popLast() as Any)
print(stack.first as Any)
let name: String? = "home"
print(name as Any, (name ?? "") as Any)
let plain = 7
print(plain as Any)
