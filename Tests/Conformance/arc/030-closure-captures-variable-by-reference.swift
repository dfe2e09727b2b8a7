// ARC: a closure captures a variable, not its value: reassigning it releases the old object, and the closure sees the new one
class Theme {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

var show: (() -> Void)? = nil
do {
    var theme = Theme("light")
    show = { print("closure sees \(theme.name)") }
    show!()
    theme = Theme("dark")
    show!()
    print("scope ends")
}
print("after scope, closure still holds the variable")
show!()
show = nil
print("closure released")
func makeCounter() -> () -> Int {
    var count = 0
    return {
        count += 1
        return count
    }
}
let counter = makeCounter()
_ = counter()
print("counter \(counter())")
print("end")
