// ARC: loop-body locals are released at the end of every iteration, also on continue and break
class Step {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

for i in 0..<3 {
    let a = Step("a\(i)")
    if i == 1 {
        print("continue at \(i)")
        continue
    }
    let b = Step("b\(i)")
    print("iteration \(i) \(a.name) \(b.name)")
}
print("---")
var n = 0
while n < 10 {
    let w = Step("w\(n)")
    n += 1
    if n == 2 {
        print("break with \(w.name)")
        break
    }
    print("while body \(w.name)")
}
print("end")
