// ARC: an early return releases the locals of every enclosing scope, innermost first, after the return value is computed
class Guard {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

func search(_ target: Int) -> String {
    let outer = Guard("outer")
    for i in 0..<5 {
        let probe = Guard("probe\(i)")
        if i == target {
            let found = Guard("found")
            print("returning at \(i)")
            return found.name + probe.name + outer.name
        }
    }
    print("not found")
    return "none"
}

print(search(1))
print("---")
print(search(7))
print("end")
