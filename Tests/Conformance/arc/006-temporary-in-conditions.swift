// ARC: a temporary in an if/while/switch condition is released before the body runs
class Flag {
    let name: String
    let on: Bool
    init(_ name: String, _ on: Bool) {
        self.name = name
        self.on = on
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

if Flag("if", true).on {
    print("if body")
} else {
    print("else body")
}
if Flag("left", true).on && Flag("right", false).on {
    print("both")
} else {
    print("not both")
}
var i = 0
while Flag("while\(i)", i < 2).on {
    print("while body \(i)")
    i += 1
}
switch Flag("switch", false).on {
case true: print("case true")
case false: print("case false")
}
let t = Flag("ternary", true).on ? "yes" : "no"
print(t)
