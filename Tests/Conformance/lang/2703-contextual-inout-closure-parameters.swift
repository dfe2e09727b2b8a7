// Closures whose parameters are inout by their context ({ $0 += 1 } for (inout Int) -> Void): arguments of functions and methods, annotated variables, assignments to variables and properties
struct S { var count = 0 }
final class Store {
    var state = S()
    func update(_ f: (inout S) -> Void) { f(&state) }
}
func apply(_ x: inout Int, _ f: (inout Int) -> Void) { f(&x) }
var n = 1
apply(&n) { $0 += 5 }
print(n)
let st = Store()
st.update { $0.count += 2 }
st.update { s in s.count *= 10 }
print(st.state.count)
let bump: (inout Int) -> Void = { $0 += 100 }
bump(&n)
print(n)
final class Box { var hook: ((inout Int) -> Void)?; var value = 1
    func fire() { hook?(&value) } }
let box = Box()
print("before")
box.hook = { $0 += 10 }
box.fire()
print(box.value)
var local: (inout [Int]) -> Void = { _ in }
local = { $0.append(1) }
var xs: [Int] = []
local(&xs)
print(xs)
