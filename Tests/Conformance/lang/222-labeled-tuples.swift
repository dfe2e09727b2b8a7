// LANG: tuples with labels: literals, .label and .0 access, printing, mutation through a label
let t = (a: 1, b: "x")
print(t.a, t.b, t.0, t.1)
print(t)
let u = (1, "two", 3.5)
print(u, u.2)
var p = (name: "home", count: 2)
p.count += 1
p.name = "settings"
print(p, p.name)
let mixed = (1, second: true)
print(mixed, mixed.second, mixed.0)
let nested = (outer: (x: 1, y: 2), label: "n")
print(nested, nested.outer.y)
let pairs = [(id: 1, title: "one"), (id: 2, title: "two")]
print(pairs.map { $0.title }, pairs[1])
print(pairs.first(where: { $0.id == 2 })!.title)
let d = ["k": 1]
for entry in d { print(entry, entry.key, entry.value) }
print(Array([10, 20].enumerated()))
for e in ["p", "q"].enumerated() { print(e.offset, e.element, e) }
print("\(t) and \(u)")
struct Screen { var frame = (width: 320, height: 480) }
var s = Screen()
s.frame.width = 375
print(s.frame, s.frame.height)
