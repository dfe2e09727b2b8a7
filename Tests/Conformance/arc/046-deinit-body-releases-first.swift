// ARC: what a deinit body releases goes before the object's remaining stored properties
class Part {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}

class Owner {
    var a: Part? = Part("a")
    var b: Part? = Part("b")
    var c: Part? = Part("c")
    deinit {
        print("Owner.deinit starts")
        b = nil
        print("Owner.deinit ends")
    }
}

class Registry {
    var items: [Part] = [Part("r0"), Part("r1")]
    deinit {
        items.removeLast()
        print("Registry.deinit removed one")
    }
}

var owner: Owner? = Owner()
owner = nil
print("---")
var registry: Registry? = Registry()
registry = nil
print("end")
