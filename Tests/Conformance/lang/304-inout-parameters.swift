// LANG: inout parameters: &locals, &globals, &properties, &array elements and &dictionary values; structs and arrays mutated in place; inout passed on; mutating calls on an inout struct
struct Counter {
    var value = 0
    mutating func bump() { value += 1 }
}

func increment(_ n: inout Int, by step: Int = 1) {
    n += step
}

func addTwice(_ c: inout Counter) {
    c.bump()
    c.value += 10
    increment(&c.value)
}

func push(_ item: String, onto stack: inout [String]) {
    stack.append(item)
    if stack.count > 3 { stack.removeFirst() }
}

func exchange(_ a: inout String, _ b: inout String) {
    let t = a
    a = b
    b = t
}
var total = 1
increment(&total)
increment(&total, by: 5)
print(total)

var counter = Counter()
addTwice(&counter)
print(counter.value)
var names = ["a", "b", "c"]
for n in ["d", "e"] { push(n, onto: &names) }
print(names)

var left = "left", right = "right"
exchange(&left, &right)
print(left, right)

var scores = ["x": 1]
increment(&scores["x", default: 0], by: 4)
increment(&scores["y", default: 0])
print(scores["x"]!, scores["y"]!)

final class Model {
    var counters = [Counter(), Counter()]
    var count = 0
    func tick() {
        increment(&count)
        addTwice(&counters[1])
    }
}
let model = Model()
model.tick()
print(model.count, model.counters.map { $0.value })
func local() -> Int { var n = 40; increment(&n, by: 2); return n }
print(local())
