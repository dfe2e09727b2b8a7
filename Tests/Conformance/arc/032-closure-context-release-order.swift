// ARC: when a closure is released its captures are released in the order they first appear in its body
class Cap {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}

var block: (() -> Void)? = nil
do {
    let x = Cap("x")
    let y = Cap("y")
    let z = Cap("z")
    block = { print("uses \(z.name) \(x.name) \(y.name)") }
}
block!()
block = nil
print("---")
do {
    let p = Cap("p")
    let q = Cap("q")
    block = { [p, q] in print("list [p, q], body uses \(q.name) then \(p.name)") }
}
block!()
block = nil
print("---")
do {
    let first = Cap("first")
    let second = Cap("second")
    let local = { print("local closure \(second.name) \(first.name)") }
    local()
    print("scope ends")
}
print("end")
