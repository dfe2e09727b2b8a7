// ARC: several temporaries passed to one call are released after it returns, last argument first
class Part {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

func join(_ a: Part, _ b: Part, _ c: Part) -> String {
    print("join")
    return a.name + b.name + c.name
}

let joined = join(Part("x"), Part("y"), Part("z"))
print(joined)
print("---")
print(Part("l") === Part("r"))
print("---")
let same = Part("p") !== Part("q")
print(same)
print("end")
